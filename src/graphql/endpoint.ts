// The GraphQL endpoint the browser asks. The client entry sets it from the boot data; actors that
// live outside the root system (a form's) read it when they call the store.
let endpoint = '/graphql';

export function setStoreEndpoint(url: string): void {
  endpoint = url;
}

export function storeEndpoint(): string {
  return endpoint;
}
