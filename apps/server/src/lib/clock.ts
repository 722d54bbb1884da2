/** The server's one source of the current time; tests pass their own to move through windows and due dates. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
