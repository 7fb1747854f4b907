// The checkout page (SPEC §2): billing details, an optional shipping address, the shipping method,
// the payment, order notes and an optional account, beside the order summary with the consent to
// the shop's terms and the Place order button. It renders the checkout actor's snapshot and the cart's, and sends their events; the
// checkout machine (machines/checkout.ts) owns the flow. The server renders the form empty and
// still, beside the order summary of the cart it read (when it could); the browser starts checkout
// once this page and the cart are there, and until its cart actor has a cart shows the served one.
import { useEffect, useRef, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { billingAddressHidden, type Problems } from '../../domain/checkout/problems';
import { emptyAddress, type AddressField } from '../../domain/checkout/types';
import { t } from '../../i18n';
import type { Locale } from '../../i18n/locales';
import { loadCountryNames } from '../../i18n/countryNames';
import { isCartBusy, isCouponBusy, shownCart } from '../../machines/cartSelectors';
import { canPlaceOrder, type checkoutMachine, type CheckoutEvent } from '../../machines/checkout';
import { useCheckout } from '../../machines/react';
import type { CheckoutData } from '../../screens/checkout';
import { useCartSnapshot } from '../cart/useCartState';
import { ButtonLink } from '../ui/ButtonLink';
import { EmptyState } from '../ui/EmptyState';
import { BagIcon } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { useHydratingSelector } from '../useHydratingSelector';
import { AddressForm } from './AddressForm';
import { CheckoutAlert } from './CheckoutAlert';
import { CheckoutCoupon } from './CheckoutCoupon';
import { CheckoutField } from './CheckoutField';
import { CheckoutSection } from './CheckoutSection';
import { OrderSummary } from './OrderSummary';
import { PaymentMethods, type InPageState } from './PaymentMethods';
import { ShippingMethods } from './ShippingMethods';
import { TermsConsent } from './TermsConsent';
import '../ui/Button.css';
import '../ui/Page.css';
import './CheckoutPage.css';

/** Checkout's code, which the root starts each time this page is shown (machines/screen.ts). */
export { checkoutPageActors as pageActors } from '../../machines/pageActors/checkout';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
const whole = (snapshot: CheckoutSnapshot) => snapshot;
const noProblems: Problems = {};

function inPageState(snapshot: CheckoutSnapshot | null): InPageState {
  if (!snapshot?.matches({ active: { payment: 'inPage' } })) return null;
  if (snapshot.matches({ active: { payment: { inPage: 'ready' } } })) return 'ready';
  return snapshot.matches({ active: { payment: { inPage: 'unavailable' } } }) ? 'unavailable' : 'preparing';
}

/** The address forms name countries in the page's language. */
export const prepare = (locale: Locale) => loadCountryNames(locale);

export default function CheckoutPage({ data }: { data: CheckoutData }) {
  const checkout = useCheckout();
  const snapshot = useHydratingSelector(checkout, whole, null);
  const cartSnapshot = useCartSnapshot();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const attempts = snapshot?.context.attempts ?? 0;

  // After a refused attempt the focus goes to what needs fixing: the first field named, else the alert.
  useEffect(() => {
    if (attempts === 0) return;
    (form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? alert.current)?.focus();
  }, [attempts]);

  const cart = (cartSnapshot && shownCart(cartSnapshot.context)) ?? data.cart;
  const send = (event: CheckoutEvent) => checkout?.send(event);

  if (snapshot?.matches('placed')) {
    return (
      <div className="container page checkout-page">
        <PageHeader title={t('checkout.title')} />
        <p className="checkout-page__placed" role="status">
          {t('checkout.placed')}
        </p>
      </div>
    );
  }

  if (cart?.isEmpty) {
    return (
      <div className="container page checkout-page">
        <PageHeader title={t('checkout.title')} />
        <EmptyState icon={<BagIcon size={32} />} title={t('checkout.empty.title')} text={t('checkout.empty.text')}>
          <ButtonLink href="/products">{t('checkout.empty.browse')}</ButtonLink>
        </EmptyState>
      </div>
    );
  }

  const context = snapshot?.context ?? null;
  const editing = snapshot?.matches({ active: { form: 'editing' } }) ?? false;
  const placing = snapshot?.matches({ active: { form: 'placing' } }) ?? false;
  const problems = context?.problems ?? noProblems;
  const billing = context?.billing ?? emptyAddress;
  const shipping = context?.shipping ?? emptyAddress;
  const countries = context?.countries.length ? context.countries : (cart?.countries ?? []);
  const cartBusy = cartSnapshot !== null && isCartBusy(cartSnapshot);
  const cartError = cartSnapshot?.context.error ?? null;
  const couponError = cartError && (cartError.kind === 'applyCoupon' || cartError.kind === 'removeCoupon') ? cartError.message : null;
  const needsShipping = cart?.needsShipping ?? true;
  const addressHidden = context !== null && billingAddressHidden(context);
  const canPlace = snapshot !== null && canPlaceOrder(snapshot);
  const edit = (name: 'billing' | 'shipping') => (field: AddressField, value: string) => send({ type: 'EDIT', field: `${name}.${field}`, value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'PLACE_ORDER' });
  };

  return (
    <div className="container page checkout-page">
      <PageHeader title={t('checkout.title')} />
      <form ref={form} className="checkout" onSubmit={submit} noValidate aria-busy={placing}>
        <fieldset className="checkout__main" disabled={!editing}>
          <legend className="visually-hidden">{t('checkout.title')}</legend>
          <CheckoutSection id="checkout-billing" title={t('checkout.billing.title')}>
            <AddressForm
              name="billing"
              address={billing}
              countries={countries}
              states={context?.states[billing.country]}
              problems={problems}
              addressHidden={addressHidden}
              onEdit={edit('billing')}
            />
          </CheckoutSection>

          {needsShipping && (
            <CheckoutSection id="checkout-shipping" title={t('checkout.shipping.title')}>
              <label className="checkout__check">
                <input
                  type="checkbox"
                  checked={context?.shipToDifferentAddress ?? false}
                  onChange={(event) => send({ type: 'SHIP_TO_DIFFERENT_ADDRESS', value: event.target.checked })}
                />
                {t('checkout.shipping.differentAddress')}
              </label>
              {context?.shipToDifferentAddress && (
                <AddressForm name="shipping" address={shipping} countries={countries} states={context.states[shipping.country]} problems={problems} onEdit={edit('shipping')} />
              )}
              <h3 className="checkout__subtitle">{t('checkout.shippingMethod.title')}</h3>
              {cart ? (
                <ShippingMethods rates={cart.shippingRates} chosen={cart.chosenShippingMethod} disabled={cartBusy} onChoose={(methodId) => send({ type: 'CHOOSE_SHIPPING', methodId })} />
              ) : (
                <p className="checkout__quiet">{t('cart.loading')}</p>
              )}
            </CheckoutSection>
          )}

          <CheckoutSection id="checkout-payment" title={t('checkout.payment.title')}>
            {snapshot?.matches({ active: { options: 'failed' } }) ? (
              <div className="checkout__retry">
                <p>{t('checkout.payment.loadFailed')}</p>
                <button type="button" className="button button--secondary" onClick={() => send({ type: 'RETRY' })}>
                  {t('checkout.payment.retry')}
                </button>
              </div>
            ) : context && snapshot?.matches({ active: { options: 'ready' } }) ? (
              <PaymentMethods
                gateways={context.gateways}
                chosen={context.paymentMethod}
                inPage={inPageState(snapshot)}
                unavailableReason={context.paymentUnavailable}
                problem={problems.paymentMethod}
                detailsProblem={problems.paymentDetails}
                disabled={!editing}
                onChoose={(gatewayId) => send({ type: 'CHOOSE_PAYMENT', gatewayId })}
              />
            ) : (
              <p className="checkout__quiet" role="status">
                {t('checkout.payment.loading')}
              </p>
            )}
          </CheckoutSection>

          <CheckoutSection id="checkout-more" title={t('checkout.more.title')}>
            <CheckoutField id="checkout-note" label={t('checkout.more.note')} problem={problems.customerNote}>
              {(described) => (
                <textarea {...described} name="order-note" rows={3} value={context?.customerNote ?? ''} onChange={(event) => send({ type: 'EDIT', field: 'customerNote', value: event.target.value })} />
              )}
            </CheckoutField>
            <label className="checkout__check">
              <input type="checkbox" checked={context?.createAccount ?? false} onChange={(event) => send({ type: 'CREATE_ACCOUNT', value: event.target.checked })} />
              {t('checkout.account.create')}
            </label>
            {context?.createAccount && (
              <div className="checkout-address">
                <CheckoutField id="checkout-account-username" label={t('checkout.account.usernameOptional')} problem={problems['account.username']}>
                  {(described) => (
                    <input
                      {...described}
                      name="account-username"
                      autoComplete="username"
                      value={context.account.username}
                      onChange={(event) => send({ type: 'EDIT', field: 'account.username', value: event.target.value })}
                    />
                  )}
                </CheckoutField>
                <CheckoutField id="checkout-account-password" label={t('checkout.account.password')} problem={problems['account.password']}>
                  {(described) => (
                    <input
                      {...described}
                      name="account-password"
                      type="password"
                      autoComplete="new-password"
                      required
                      value={context.account.password}
                      onChange={(event) => send({ type: 'EDIT', field: 'account.password', value: event.target.value })}
                    />
                  )}
                </CheckoutField>
              </div>
            )}
          </CheckoutSection>
        </fieldset>

        <div className="checkout__aside">
          <OrderSummary
            cart={cart}
            busy={cartBusy}
            coupon={
              <CheckoutCoupon
                coupons={cart?.appliedCoupons ?? []}
                busy={cartSnapshot !== null && isCouponBusy(cartSnapshot.context)}
                error={couponError}
                disabled={!editing}
                onApply={(code) => send({ type: 'APPLY_COUPON', code })}
                onRemove={(code) => send({ type: 'REMOVE_COUPON', code })}
              />
            }
          >
            <TermsConsent
              termsPage={context?.termsPage ?? ''}
              accepted={context?.termsAccepted ?? false}
              problem={problems.terms}
              disabled={!editing}
              onAccept={(accepted) => send({ type: 'ACCEPT_TERMS', value: accepted })}
            />
            <CheckoutAlert ref={alert} error={context?.error ?? null} hasProblems={Object.keys(problems).length > 0} />
            <button type="submit" className="button button--primary checkout__place" disabled={!canPlace && !placing} aria-disabled={placing || undefined}>
              {placing ? t('checkout.placing') : t('checkout.placeOrder')}
            </button>
          </OrderSummary>
        </div>
      </form>
    </div>
  );
}
