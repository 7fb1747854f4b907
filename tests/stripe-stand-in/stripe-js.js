// A stand-in of Stripe.js v3 for the browser tests, served by the Stripe stand-in at /v3. It offers
// the subset the storefront calls: Stripe(publishableKey) → elements({ clientSecret, appearance })
// → create('payment') → mount / on('change') / destroy, elements.submit(), and
// confirmPayment({ elements, redirect: 'if_required' }). In place of Stripe's iframe, the Payment
// Element is a plain labelled card form (number, expiry, security code) that a keyboard and a
// test can fill; confirming posts the card number to the stand-in's API, which pays or declines
// as Stripe's test cards do.
(function () {
  'use strict';

  var apiOrigin = new URL(document.currentScript.src).origin;
  var elementCount = 0;

  function digits(value) {
    return value.replace(/\D/g, '');
  }

  function passesLuhn(number) {
    var sum = 0;
    for (var index = 0; index < number.length; index++) {
      var digit = Number(number[number.length - 1 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  /** The card as typed: its parts, and the first problem with it (Stripe's wording), or null. */
  function readCard(fields) {
    var number = digits(fields.number.value);
    var expiry = digits(fields.expiry.value);
    var cvc = digits(fields.cvc.value);
    var month = Number(expiry.slice(0, 2));
    var year = 2000 + Number(expiry.slice(2, 4));
    var now = new Date();
    var problem = null;
    if (number.length < 16) problem = 'Your card number is incomplete.';
    else if (!passesLuhn(number)) problem = 'Your card number is invalid.';
    else if (expiry.length < 4) problem = "Your card's expiration date is incomplete.";
    else if (month < 1 || month > 12) problem = "Your card's expiration date is invalid.";
    else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) problem = "Your card's expiration year is in the past.";
    else if (cvc.length < 3) problem = "Your card's security code is incomplete.";
    return { number: number, month: month, year: year, cvc: cvc, problem: problem, empty: !number && !expiry && !cvc };
  }

  function field(container, id, label, attributes) {
    var wrapper = document.createElement('div');
    wrapper.style.marginBottom = '0.75rem';
    var labelElement = document.createElement('label');
    labelElement.htmlFor = id;
    labelElement.textContent = label;
    labelElement.style.display = 'block';
    labelElement.style.marginBottom = '0.25rem';
    var input = document.createElement('input');
    input.id = id;
    input.type = 'text';
    input.inputMode = 'numeric';
    input.style.width = '100%';
    input.style.padding = '0.5rem';
    input.style.boxSizing = 'border-box';
    for (var name in attributes) input.setAttribute(name, attributes[name]);
    wrapper.appendChild(labelElement);
    wrapper.appendChild(input);
    container.appendChild(wrapper);
    return input;
  }

  function PaymentElement(locale) {
    this.id = 'stand-in-payment-element-' + ++elementCount;
    this.locale = locale;
    this.handlers = {};
    this.root = null;
    this.fields = null;
  }

  PaymentElement.prototype.mount = function (target) {
    var container = typeof target === 'string' ? document.querySelector(target) : target;
    if (!container) throw new Error('Stripe stand-in: nothing to mount the Payment Element in (' + target + ').');
    var root = document.createElement('div');
    root.className = 'stand-in-payment-element';
    root.setAttribute('data-locale', this.locale);
    var errorId = this.id + '-error';
    var describedBy = { 'aria-describedby': errorId };
    this.fields = {
      number: field(root, this.id + '-number', 'Card number', Object.assign({ autocomplete: 'cc-number', placeholder: '1234 1234 1234 1234', maxlength: '23' }, describedBy)),
      expiry: field(root, this.id + '-expiry', 'Expiration date', Object.assign({ autocomplete: 'cc-exp', placeholder: 'MM / YY', maxlength: '7' }, describedBy)),
      cvc: field(root, this.id + '-cvc', 'Security code', Object.assign({ autocomplete: 'cc-csc', placeholder: 'CVC', maxlength: '4' }, describedBy)),
    };
    this.error = document.createElement('p');
    this.error.id = errorId;
    this.error.setAttribute('aria-live', 'polite');
    this.error.style.margin = '0';
    root.appendChild(this.error);
    var element = this;
    root.addEventListener('input', function () {
      element.showError('');
      var card = readCard(element.fields);
      element.emit('change', { elementType: 'payment', complete: card.problem === null, empty: card.empty, collapsed: false, value: { type: 'card' } });
    });
    container.appendChild(root);
    this.root = root;
    setTimeout(function () {
      element.emit('ready', { elementType: 'payment' });
    }, 0);
    return this;
  };

  PaymentElement.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };

  PaymentElement.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).forEach(function (handler) {
      handler(payload);
    });
  };

  PaymentElement.prototype.showError = function (message) {
    if (this.error) this.error.textContent = message;
  };

  PaymentElement.prototype.destroy = function () {
    if (this.root) this.root.remove();
    this.root = null;
    this.fields = null;
    this.handlers = {};
  };

  /** The card when it is complete; otherwise shows the problem and answers a validation error. */
  PaymentElement.prototype.validate = function () {
    if (!this.fields) return { error: { type: 'validation_error', message: 'The Payment Element is not mounted.' } };
    var card = readCard(this.fields);
    this.showError(card.problem || '');
    return card.problem ? { error: { type: 'validation_error', code: 'incomplete', message: card.problem } } : { card: card };
  };

  function Elements(publishableKey, options) {
    if (!options || !options.clientSecret) throw new Error('Stripe stand-in: elements() needs a clientSecret.');
    this.publishableKey = publishableKey;
    this.clientSecret = options.clientSecret;
    // Stripe draws the fields in the language asked for; the stand-in shows which one it was asked.
    this.locale = options.locale || 'auto';
    this.element = null;
  }

  Elements.prototype.create = function (type) {
    if (type !== 'payment') throw new Error('Stripe stand-in: only the Payment Element is served (asked for "' + type + '").');
    this.element = new PaymentElement(this.locale);
    return this.element;
  };

  Elements.prototype.submit = function () {
    var checked = this.element ? this.element.validate() : { error: { type: 'validation_error', message: 'No Payment Element was created.' } };
    return Promise.resolve(checked.error ? { error: checked.error } : {});
  };

  function formBody(values) {
    var body = new URLSearchParams();
    for (var name in values) body.append(name, String(values[name]));
    return body.toString();
  }

  function confirmPayment(options) {
    var elements = options && options.elements;
    if (!(elements instanceof Elements) || !elements.element) {
      return Promise.resolve({ error: { type: 'invalid_request_error', message: 'confirmPayment needs the elements the Payment Element was created from.' } });
    }
    if (options.redirect !== 'if_required') {
      return Promise.resolve({ error: { type: 'invalid_request_error', message: "The Stripe stand-in confirms with redirect: 'if_required' only." } });
    }
    var checked = elements.element.validate();
    if (checked.error) return Promise.resolve({ error: checked.error });
    var card = checked.card;
    var intentId = elements.clientSecret.split('_secret_')[0];
    return fetch(apiOrigin + '/v1/payment_intents/' + encodeURIComponent(intentId) + '/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody({
        key: elements.publishableKey,
        client_secret: elements.clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': card.number,
        'payment_method_data[card][exp_month]': card.month,
        'payment_method_data[card][exp_year]': card.year,
        'payment_method_data[card][cvc]': card.cvc,
      }),
    })
      .then(function (response) {
        return response.json();
      })
      .then(
        function (body) {
          if (body.error) {
            elements.element.showError(body.error.message);
            return { error: body.error };
          }
          return { paymentIntent: body };
        },
        function () {
          return { error: { type: 'api_connection_error', message: 'We could not reach the payment provider. Please try again.' } };
        },
      );
  }

  window.Stripe = function Stripe(publishableKey) {
    if (!publishableKey) throw new Error('Stripe stand-in: Stripe() needs a publishable key.');
    return {
      elements: function (options) {
        return new Elements(publishableKey, options);
      },
      confirmPayment: confirmPayment,
    };
  };
  // As Stripe.js v3 says which version it is (@stripe/stripe-js compares it with the one it expects).
  window.Stripe.version = 3;
})();
