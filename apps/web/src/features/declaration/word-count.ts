/** Words as the server counts them: runs of letters or digits, with inner apostrophes, dots and hyphens. */
export function countWords(text: string): number {
  const words = text.trim().match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu);
  return words === null ? 0 : words.length;
}
