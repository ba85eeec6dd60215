/** '1 credit', '14 credits'. */
export function formatCredits(amount: number): string {
  return `${amount} ${amount === 1 ? "credit" : "credits"}`;
}
