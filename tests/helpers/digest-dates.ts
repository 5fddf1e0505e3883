/** Days the digest tests send on, from today: each week's digest is due on Monday at 08:00 UTC. */
export const dayMs = 86_400_000;
const now = new Date();
const thisMonday =
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * dayMs;
/** Next Monday at 08:00 UTC: this week's digest is due. */
export const nextMonday = new Date(thisMonday + 7 * dayMs + 8 * 3_600_000);
