/**
 * Whether a credit pack or package has a Buy button: the studio takes payments online, and the
 * product has a price in ringgit to pay (the server sells neither a free pack nor a package
 * priced only in credits online).
 */
export function soldOnline(onlinePayments: boolean, priceSen: number | null): priceSen is number {
  return onlinePayments && priceSen !== null && priceSen > 0;
}
