// A short WAV tune, made from numbers: the demo album's preview file. 8 kHz, 8-bit mono keeps a
// few seconds of an arpeggio under 40 KB, and every player opens it.

const sampleRate = 8000;
const noteSeconds = 0.25;

/** An arpeggio of the given frequencies (Hz), each note a soft square-ish tone that fades out. */
export function sampleWav(frequencies: readonly number[]): Buffer {
  const noteSamples = Math.round(sampleRate * noteSeconds);
  const samples = Buffer.alloc(frequencies.length * noteSamples);
  frequencies.forEach((frequency, note) => {
    for (let index = 0; index < noteSamples; index += 1) {
      const time = index / sampleRate;
      const envelope = Math.exp(-4 * time / noteSeconds);
      const tone = Math.sin(2 * Math.PI * frequency * time) + Math.sin(2 * Math.PI * 3 * frequency * time) / 3;
      samples[note * noteSamples + index] = Math.round(128 + 80 * envelope * tone * 0.75);
    }
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // format chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate, 28); // bytes per second: one byte per sample
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}
