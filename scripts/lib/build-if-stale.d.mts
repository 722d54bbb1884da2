export function buildIfStale(
  root: string,
  options?: { force?: boolean; log?: (message: string) => void },
): string[];
