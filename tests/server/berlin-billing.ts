// A billing address in Berlin, complete as checkout needs it: the checkout tests' shopper and the
// load bench's (bench/load/shopper.ts).
export const berlin = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10117',
  country: 'DE',
  email: 'ada@example.com',
  phone: '+49 30 1234567',
};
