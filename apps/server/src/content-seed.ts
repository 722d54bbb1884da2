import type { Seeder, SeedContext } from './modules/server-module';

/** The start-up step that loads content files into the database, one registered seeder at a time. */
export class ContentSeed {
  readonly #seeders: { name: string; seeder: Seeder }[] = [];

  register(name: string, seeder: Seeder): void {
    this.#seeders.push({ name, seeder });
  }

  async run(context: SeedContext): Promise<void> {
    for (const { name, seeder } of this.#seeders) {
      const started = Date.now();
      await seeder({ ...context, log: context.log.child({ seeder: name }) });
      context.log.debug({ seeder: name, ms: Date.now() - started }, 'content seeded');
    }
  }
}
