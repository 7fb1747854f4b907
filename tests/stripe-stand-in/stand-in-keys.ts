// The keys the Stripe stand-in accepts: test keys in Stripe's shape, obviously not secrets.
export const standInKeys = { secretKey: 'sk_test_standin', publishableKey: 'pk_test_standin' } as const;
