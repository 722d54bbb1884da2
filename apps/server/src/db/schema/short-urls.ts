import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Short links (`/short-url/:slug` pages and SMS links) and where they lead. */
export const shortUrls = pgTable('short_urls', {
  slug: text('slug').primaryKey(),
  target: text('target').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
