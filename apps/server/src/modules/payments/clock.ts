/** The calendar day (`YYYY-MM-DD`, UTC) an instant falls on: due dates compare against it. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export const addDays = (instant: Date, days: number): Date => new Date(instant.getTime() + days * 86_400_000);
