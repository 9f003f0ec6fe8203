// Configuration for the Prisma 6 CLI (npm alias `prisma6`), used only at development time to write
// migrations and in CI to prove they match schema.prisma. Prisma 7's CLI needs a native schema engine
// that cannot be downloaded here; Prisma 6.19 ships a WebAssembly one that runs through this adapter.
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { defineConfig } from 'prisma6/config';

type RawQuery = { sql: string; args: unknown[] };
type ShadowAdapter = { executeRaw(q: RawQuery): Promise<number> };

// The schema engine replays each migration file as one parameterless executeRaw call; PGlite's
// extended protocol refuses several statements at once, so such scripts go through exec().
class MigrationAwarePGlite extends PrismaPGlite {
  override async connectToShadowDb() {
    const shadowDb = new PGlite();
    const adapter = (await new PrismaPGlite(shadowDb).connect()) as unknown as ShadowAdapter;
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      if (query.args.length > 0) return executeRaw(query);
      await shadowDb.exec(query.sql);
      return 0;
    };
    return adapter as never;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  adapter: async () => new MigrationAwarePGlite(new PGlite()),
});
