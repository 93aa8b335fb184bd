import type { IncomingHttpHeaders } from 'node:http';
import type { BankTransferInstructions, PaymentProvider as ProviderName } from '@seal/shared/contract/trade';

/** An order as a provider needs it to take its payment. */
export interface PayableOrder {
  id: string;
  accountId: string;
  number: string;
  /** What is due, tax included, in euro cents. */
  amountCents: number;
  /**
   * Where a hosted page sends the brand back: /trade/orders/:id?payment=done|cancelled, or
   * /certicask/licences/orderlist?payment=done|cancelled for a licence order.
   */
  returnUrls: { done: string; cancelled: string };
}

/** A hosted page to send the browser to, or instructions the brand follows on its own. */
export type CheckoutStart =
  | { kind: 'redirect'; redirectUrl: string; providerRef: string; expiresAt: Date }
  | { kind: 'instructions'; instructions: BankTransferInstructions };

/**
 * What a checkout's notification says happened: the money is there (paid), the provider has it but
 * has not settled it (processing, e.g. a SEPA debit), it failed, or the page closed unpaid (expired).
 */
export type CheckoutOutcome = 'paid' | 'processing' | 'failed' | 'expired';

export interface CheckoutNotice {
  /** The provider's id of the checkout, as startCheckout answered it. */
  providerRef: string;
  outcome: CheckoutOutcome;
  /** What the provider says the checkout was for and took: compared with what this console asked. */
  orderId: string | null;
  accountId: string | null;
  amountCents: number | null;
  currency: string | null;
}

/** A notification whose signature was verified. */
export interface PaymentEvent {
  /** The provider's id of the notification: a notification delivered twice is worked once. */
  id: string;
  type: string;
  /** Null for a notification this console does not act on. */
  checkout: CheckoutNotice | null;
}

export type WebhookReading = { ok: true; event: PaymentEvent } | { ok: false; reason: string };

export interface PaymentProvider {
  name: ProviderName;
  /**
   * Starts taking an order's payment. `idempotencyKey` names this attempt: a retry after a lost
   * answer gets the same checkout. Throws trade.paymentProviderFailed when the provider cannot be
   * reached or refuses, having changed nothing on this side.
   */
  startCheckout(order: PayableOrder, options: { idempotencyKey: string }): Promise<CheckoutStart>;
  /** Reads a notification from the exact bytes received: a verified event, or why it is refused. */
  parseWebhook?(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookReading>;
}
