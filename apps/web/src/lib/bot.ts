const BOT_PATTERN =
  /bot|crawler|spider|slurp|crawling|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|slackbot|discordbot|ia_archiver|yandex|duckduckbot|baiduspider|semrush|ahrefs/i;

export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}
