// Waits for a task of its own, so that work split across awaits of it is no long task together.
// A message rather than a timer: nested timers wait at least 4 ms. The channel is closed once
// its message has come (an open port with a listener would keep a Node process running).
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
