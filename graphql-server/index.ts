// The shop backend as a library: createShop() migrates and seeds the database, starts Apollo Server and returns
// the pieces server.ts mounts (/graphql, /api/v1) plus an in-process executor for the Remix app.
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { expressMiddleware } from "@as-integrations/express4";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { MikroORM } from "@mikro-orm/core";
import type { AbstractSqlConnection } from "@mikro-orm/postgresql";
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from "express";
import { addResolversToSchema } from "@graphql-tools/schema";
import { buildASTSchema, GraphQLError, type FormattedExecutionResult, type GraphQLSchema } from "graphql";
import type { GraphQLExecutor } from "../app/load-context.js";
import type { Resolvers } from "./generated/resolvers-types.js";
import { createContextFactory, type ShopContext } from "./core/context.js";
import { resolveFieldLanguages } from "./core/field-language.js";
import { localMediaStore } from "./core/media-store.js";
import { clientExtensions, createFormatError, userErrorResolvers } from "./core/errors.js";
import { kernelMessageResolvers, translateThrownErrors } from "./core/messages.js";
import { answerOutageWith503 } from "./core/database-outage.js";
import { refuseUnstorableText } from "./core/unstorable-text.js";
import { noStore } from "./core/no-store.js";
import { logOperations } from "./core/graphql-log.js";
import { keepRequestScope, loggerFor } from "./core/logger.js";
import { ormOptions } from "./mikro-orm.config.js";
import {
  composeEntities,
  composeJobs,
  composeSchedules,
  composePrivateTables,
  composePublicReads,
  composeResolvers,
  composeRoutes,
  composeServices,
  type ShopModule,
} from "./core/module.js";
import { createReadCache, type ReadCache } from "./core/read-cache.js";
import { createPublicDataMemo } from "./core/public-data-memo.js";
import { installReadVersion, readVersion, sharedReadVersion } from "./core/read-version.js";
import { MoneyScalar } from "./core/money.js";
import { callingModule, ownershipProblems, tableRules } from "./core/table-ownership.js";
import { shopModules } from "./modules/index.js";
import { TEST_ACQUIRER_PATH, TestAcquirerProvider, testAcquirerRouter, type AnyPaymentProvider, type PaymentProviders } from "./modules/payment/index.js";
import { authenticate } from "./modules/auth/auth.service.js";
import { withAdminRoles } from "./modules/admin/index.js";
import { LanguageRegistry } from "./modules/localization/localization.service.js";
import { DEFAULT_RETENTION, housekeepingFromEnv, housekeepingJob, scheduleHousekeeping, type HousekeepingOptions } from "./core/housekeeping.js";
import { startJobQueue, type JobQueue } from "./core/jobs.js";
import {
  DEFAULT_RATE_LIMITS,
  longestWindowSeconds,
  RateLimiter,
  rateLimitSettingsFromEnv,
  type RateLimitSettings,
} from "./modules/rate-limit/rate-limit.service.js";
import { rebuildMissingSearchDocuments } from "./modules/search/index.js";
import { SearchTermRecorder } from "./modules/search/search-terms.js";
import { countBlogView } from "./modules/content/index.js";
import { loadSchemaDocument } from "./core/schema-document.js";
import { createRestRouter } from "./core/rest.js";
import { readRestSurface } from "./core/rest-surface.js";
import { demoImageSpecs } from "./seed/demo-pictures.js";
import { ensureDemoImages } from "./seed/demo-images.js";
import { mediaHandler } from "./core/media-handler.js";
import { isFreshShop, seedDemoShop } from "./seed/demo-shop.js";
import { migratorOf, pendingMigrationCount } from "./migrations/migrator.js";
import { demoAdminFileOf, rememberedDemoAdmin, seedDemoAdmin, type DemoAdminLogin } from "./seed/demo-admin.js";
import { startupMark, traced } from "./core/startup-trace.js";

export interface ShopOptions {
  /** The modules the shop is made of (default: all of them, modules/index.ts). */
  modules?: readonly ShopModule[];
  /** The payment methods it offers (default: cash on delivery and wire transfer); ignored when `modules` is given. */
  paymentProviders?: readonly AnyPaymentProvider[];
  /** postgres://… (server.ts passes DATABASE_URL) → real PostgreSQL; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory (default `.data/pglite`); `memory://` for an in-memory database. */
  pgliteDataDir?: string;
  /**
   * What an in-memory database starts with instead of an empty cluster: a PGlite `dumpDataDir` of a shop's database
   * (the tests start every file from one migrated and seeded copy rather than migrating and seeding each time).
   */
  pgliteStartFrom?: Blob;
  /** Development mode: Apollo's local sandbox landing page, introspection, stack traces. Default false. */
  dev?: boolean;
  /** Seed the demo shop into an empty database (default true). */
  seed?: boolean;
  /**
   * Where product images live (served at /media). Default: `media` beside the PGlite data directory
   * (`$DATA_DIR/media`); a shared temporary folder for in-memory and test databases.
   */
  mediaDir?: string;
  /** Rate limits (rules not named keep their defaults); null turns them off. Default: from the environment (README). */
  rateLimits?: Partial<RateLimitSettings> | null;
  /** The cleanup job (expired guests and tokens, empty carts); null turns it off. Default: from the environment. */
  housekeeping?: HousekeepingOptions | null;
  /** The password of the embedded demo's first owner (scripted demos, browser tests); default: a random one. */
  demoAdminPassword?: string;
  /**
   * How long an answer to a public read may be served from memory at most (a write ends it sooner); 0 turns the
   * cache off. Default: READ_CACHE_SECONDS, else 60.
   */
  readCacheSeconds?: number;
  /**
   * Leave what can wait (the job workers' start, the job schedules and the first cleanup pass, on PostgreSQL the job
   * queue's opening, the embedded database's planner statistics) to afterListening() (server.ts). Default false:
   * the jobs run from the start, as tests expect.
   */
  deferBackgroundWork?: boolean;
  /** Hears the slow steps of a start (migrations, the demo seed, demo images) as they begin and end. */
  onProgress?: (event: StartupProgress) => void;
}

/** A step of the start-up that can take seconds; `done` carries how long it took. */
export type StartupProgress =
  | { step: "open"; done?: number }
  | { step: "migrate"; pending: number; done?: number }
  | { step: "seed"; done?: number }
  | { step: "images"; done?: number; written?: number };

export interface Shop {
  /** Mount at /graphql. Parses JSON bodies itself (express.json()); CSRF prevention is on. */
  graphqlHandler: RequestHandler;
  /** Mount at /api/v1. */
  restRouter: Router;
  /** Mount at /media: product images (static files, long-lived cache headers). */
  mediaHandler: RequestHandler;
  /** The test acquirer's 3-D Secure pages, to mount at `path`; null when the shop has no test acquirer. */
  testAcquirer: { path: string; router: Router } | null;
  /**
   * In-process execution through the same Apollo Server (same auth, limits and error formatting as HTTP); `forPage`
   * for the operations of a storefront page, whose visit was counted where it arrived (pageVisits).
   */
  execute: (request: Parameters<GraphQLExecutor>[0], incoming: Parameters<GraphQLExecutor>[1] & { forPage?: boolean }) => ReturnType<GraphQLExecutor>;
  /** The background job queue (tests wait for it with `jobs.idle()`). */
  jobs: JobQueue;
  /**
   * With deferBackgroundWork, what waits until the shop answers requests (server.ts calls it once listening): the
   * job schedules and workers a second later, the embedded database's planner statistics half a minute later.
   * Failures are logged.
   */
  afterListening(): Promise<void>;
  /** The database's read version (core/read-version.ts): it moves with every committed write a public page could show. */
  readVersion(): Promise<string>;
  /** What a page's visit counts, where its request arrives (server/page-visits.ts): a search's term, a post's view. */
  pageVisits: {
    search(text: string, language: string): void;
    blogView(postId: number): void;
  };
  /**
   * The embedded demo's first owner, while its password is still the one the demo made (server.ts tells it after
   * every start); null on other shops and once the password changed.
   */
  demoAdminLogin(): Promise<(DemoAdminLogin & { file: string }) | null>;
  /** Stops Apollo and the job workers, closes the ORM and PGlite. */
  close(): Promise<void>;
}

/**
 * GraphQL limits. The storefront's deepest query (header menu, three levels) is depth 5; admin tools stay well
 * under these. Introspection is exempt from depth and cost so tooling keeps working in development.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 50,
} as const;

const typeDefs = loadSchemaDocument();

/** Hooks for tests and tooling only, not part of the contract with server.ts. */
interface InternalHooks {
  /** Sees every SQL statement (query-count tests) and its bound values (bench/explain.ts). */
  onQuery?: (sql: string, params: readonly unknown[]) => void;
  /** Receives the ORM once migrated and seeded (tests that set up data directly). */
  onOrm?: (orm: MikroORM) => void;
  /** Receives the embedded database (tests dump a migrated and seeded one to start the others from). */
  onPglite?: (pglite: PGlite) => void;
  /**
   * Checks every statement against the modules' tables (core/table-ownership.ts) and reports each violation before
   * the statement fails. Costs a stack trace per statement: tests only.
   */
  onTableViolation?: (problem: string) => void;
}

export async function createShop(options: ShopOptions = {}, internal: InternalHooks = {}): Promise<Shop> {
  const dev = options.dev ?? false;
  startupMark("createShop");
  // Apollo's schema build and PGlite's WASM boot are independent: run them side by side to shorten cold start.
  const modules = options.modules ?? shopModules({ paymentProviders: options.paymentProviders });
  startupMark("modules composed");
  const readCache = readCacheOf(options, modules);
  const server = createApolloServer(dev, composeResolvers(modules, { Money: MoneyScalar, UserError: userErrorResolvers, ...kernelMessageResolvers }), readCache?.plugin ?? null);
  startupMark("apollo server made");
  const mediaDir = resolveMediaDir(options);
  // Demo images are drawn (once; skipped when present) while the database boots and after the shop answers: they
  // are all of a first start's wait but for a second (the media handler holds image requests until they are there).
  const imagesDrawn =
    options.seed === false
      ? Promise.resolve()
      : traced("demo images checked", () => timed(options, { step: "images" }, () => ensureDemoImages(mediaDir, demoImageSpecs()))).then(
          () => undefined,
          (error: unknown) => loggerFor("media").error({ err: error }, "could not draw the demo images"),
        );
  const [apollo, database] = await Promise.allSettled([traced("apollo started", () => server.start()), openDatabase(options, internal, modules)]);
  if (apollo.status === "rejected" || database.status === "rejected") {
    if (apollo.status === "fulfilled") await server.stop();
    if (database.status === "fulfilled") await closeDatabase(database.value);
    await imagesDrawn;
    throw (apollo.status === "rejected" ? apollo : (database as PromiseRejectedResult)).reason;
  }
  return assemble(server, database.value, { dir: mediaDir, drawn: imagesDrawn }, options, modules, readCache);
}

interface Database {
  orm: MikroORM;
  pglite?: PGlite;
  /** What openDatabase left for after listening. */
  deferred?: () => Promise<void>;
  /** Where the embedded demo keeps its first owner's login. */
  demoAdminFile?: string;
}

async function closeDatabase({ orm, pglite }: Database): Promise<void> {
  await orm.close(true);
  await pglite?.close();
}

/** The query hook, with the table-ownership check when a test asks for it. */
function withTableCheck(internal: InternalHooks, modules: readonly ShopModule[]): ((sql: string, params: readonly unknown[]) => void) | undefined {
  const report = internal.onTableViolation;
  if (!report) return internal.onQuery;
  const rules = tableRules(modules);
  return (sql, params) => {
    internal.onQuery?.(sql, params);
    const module = callingModule();
    const problems = module ? ownershipProblems(rules, module, sql) : [];
    if (!problems.length) return;
    problems.forEach(report);
    throw new Error(problems.join("; "));
  };
}

/** Connects, runs pending migrations and seeds an empty database. */
async function openDatabase(options: ShopOptions, internal: InternalHooks, modules: readonly ShopModule[]): Promise<Database> {
  const started = performance.now();
  const { options: ormConfig, pglite } = await ormOptions({
    entities: composeEntities(modules),
    databaseUrl: options.databaseUrl,
    pgliteDataDir: options.pgliteDataDir,
    pgliteStartFrom: options.pgliteStartFrom,
    onQuery: withTableCheck(internal, modules),
  });
  startupMark("database driver open");
  const demoAdminFile = pglite && options.pgliteDataDir !== "memory://" ? demoAdminFileOf(options.pgliteDataDir ?? ".data/pglite") : undefined;
  let orm: MikroORM | undefined;
  let deferred: (() => Promise<void>) | undefined;
  try {
    orm = await MikroORM.init(ormConfig);
    startupMark("orm init");
    options.onProgress?.({ step: "open", done: Math.round(performance.now() - started) });
    const booted = orm;
    const migrateAndSeed = async () => {
      const pending = await pendingMigrationCount(booted.em);
      startupMark("pending migrations checked");
      if (pending > 0) await timed(options, { step: "migrate", pending }, async () => (await migratorOf(booted)).up());
      let seeded = false;
      if (options.seed !== false) {
        // Each part of the seed skips itself when present; only a first start is worth announcing.
        const seed = () => seedDemoShop(booted.em);
        ({ seeded } = (await isFreshShop(booted.em)) ? await timed(options, { step: "seed" }, seed) : await seed());
        // Only the embedded demo on disk gets an admin by itself; a real database's owner comes from admin:create.
        if (demoAdminFile) await seedDemoAdmin(booted.em, options.demoAdminPassword, demoAdminFile);
        startupMark("seed checked");
      }
      // A migration may drop search documents whose shape changed; they are rebuilt here, before any search.
      await traced("search documents checked", () => rebuildMissingSearchDocuments(booted.em.fork()));
      // Planner statistics: without them PostgreSQL guesses row counts for freshly filled tables (and JIT-compiles
      // small queries it believes are huge) until autovacuum comes by; the embedded database has no autovacuum at
      // all, so it gathers them at every start (its databases are small). A start that changed nothing has
      // statistics from the last run on disk already: there the refresh, a whole pass over the tables, comes after the
      // start.
      const analyze = () => booted.em.getConnection().execute("analyze").then(() => undefined);
      if (pending > 0 || seeded || (pglite && !options.deferBackgroundWork)) await traced("analyze", analyze);
      else if (pglite) deferred = analyze;
      await traced("read version installed", () => installReadVersion(booted.em.fork(), composePrivateTables(modules)));
    };
    // Several nodes may start at once on one PostgreSQL: an advisory lock lets one migrate while the others wait
    // (then find nothing pending). PGlite belongs to one process and has a single connection, so no lock there.
    if (pglite) await migrateAndSeed();
    else await withAdvisoryLock(booted, MIGRATION_LOCK_KEY, migrateAndSeed);
    internal.onOrm?.(orm);
    if (pglite) internal.onPglite?.(pglite);
    return { orm, pglite, deferred, demoAdminFile: options.seed !== false ? demoAdminFile : undefined };
  } catch (error) {
    await orm?.close(true);
    await pglite?.close();
    throw error;
  }
}

/** Reports a step's start and, with its duration, its end (an image step that drew nothing stays silent). */
async function timed<T>(options: ShopOptions, event: StartupProgress, run: () => Promise<T>): Promise<T> {
  const report = options.onProgress;
  if (!report) return run();
  const quiet = event.step === "images";
  if (!quiet) report(event);
  const started = performance.now();
  const result = await run();
  const done = Math.round(performance.now() - started);
  if (event.step === "images") {
    if (typeof result === "number" && result > 0) report({ ...event, done, written: result });
  } else report({ ...event, done });
  return result;
}

/** Arbitrary constant naming the migration advisory lock. */
const MIGRATION_LOCK_KEY = 7_310_000;

/**
 * Holds a transaction-scoped advisory lock on one pooled connection while `fn` runs on others. The pool must have
 * at least two connections (the default has ten).
 */
async function withAdvisoryLock(orm: MikroORM, key: number, fn: () => Promise<void>): Promise<void> {
  const knex = (orm.em.getConnection() as AbstractSqlConnection).getKnex();
  await knex.transaction(async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(?)", [key]);
    await fn();
  });
}

/** Memory for cached public answers per node. */
const READ_CACHE_BYTES = 32 * 1024 * 1024;

function readCacheOf(options: ShopOptions, modules: readonly ShopModule[]): ReadCache | null {
  const fromEnv = process.env.READ_CACHE_SECONDS;
  const seconds = options.readCacheSeconds ?? (fromEnv !== undefined && fromEnv !== "" ? Number(fromEnv) : 60);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return createReadCache({ publicReads: composePublicReads(modules), maxAgeSeconds: seconds, maxBytes: READ_CACHE_BYTES });
}

function createApolloServer(dev: boolean, resolvers: Resolvers, readCache: ApolloServerPlugin<ShopContext> | null): ApolloServer<ShopContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    // The token limit is graphql-js's own parse option (below): armor's version throws from a plugin hook, which
    // Apollo answers with 500; a parse error is a 400 like any other malformed document.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // Suggestions ("did you mean …") help in development and map the schema for attackers in production.
    blockFieldSuggestion: { enabled: !dev },
  });
  const protection = armor.protect();
  return new ApolloServer<ShopContext>({
    schema: executableSchema(resolvers),
    plugins: [
      ...protection.plugins,
      refuseUnstorableText,
      translateThrownErrors,
      answerOutageWith503,
      logOperations,
      ApolloServerPluginCacheControlDisabled(),
      noStore,
      ...(readCache ? [readCache] : []),
      dev ? ApolloServerPluginLandingPageLocalDefault({ embed: true }) : ApolloServerPluginLandingPageDisabled(),
    ],
    validationRules: protection.validationRules,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    // server.ts owns shutdown (finish requests, then close Apollo, the ORM and PGlite in order); Apollo's own
    // signal handlers would stop it underneath and leave shop.close() waiting.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    introspection: dev,
    includeStacktraceInErrorResponses: dev,
    formatError: createFormatError(dev),
  });
}

/**
 * The schema with its resolvers. Given type definitions, Apollo would merge them first (graphql-tools walks and
 * re-sorts every definition to join repeated ones) and validate them as SDL, a large part of a start; the composed
 * document has no repeats (the codegen check composes it from the modules' slices and validates it), so it is built
 * as it is. Nor is the built schema validated again at every start (Apollo would, unless told it is valid): the
 * document is the same at every start, and tests/server/schema-document.test.ts validates the schema it builds.
 */
function executableSchema(resolvers: Resolvers): GraphQLSchema {
  const schema = buildASTSchema(typeDefs, { assumeValidSDL: true, assumeValid: true });
  return resolveFieldLanguages(addResolversToSchema({ schema, resolvers, updateResolversInPlace: true }));
}

function resolveMediaDir(options: ShopOptions): string {
  if (options.mediaDir) return options.mediaDir;
  // server.ts always names the PGlite folder (also with DATABASE_URL): media lives beside it, in DATA_DIR.
  if (options.pgliteDataDir && options.pgliteDataDir !== "memory://") return join(dirname(options.pgliteDataDir), "media");
  if (!options.pgliteDataDir && !options.databaseUrl) return join(".data", "media");
  // In-memory databases and test databases share one folder, so the demo images are drawn once per machine.
  return join(tmpdir(), "shop-demo-media");
}

async function assemble(
  server: ApolloServer<ShopContext>,
  database: Database,
  mediaFiles: { dir: string; drawn: Promise<void> },
  options: ShopOptions,
  modules: readonly ShopModule[],
  readCache: ReadCache | null,
): Promise<Shop> {
  const searchTerms = new SearchTermRecorder(database.orm);
  // Pages and public reads ask for the number all the time: callers arriving together share one read.
  // A raw statement on the pool needs no unit of work of its own (a fork per read showed in profiles).
  const sharedVersion = sharedReadVersion(() => readVersion(database.orm.em));
  readCache?.connect(sharedVersion, { searchTerms });
  const rateLimits = options.rateLimits === undefined ? rateLimitSettingsFromEnv() : options.rateLimits && { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const limiter = new RateLimiter(database.orm, rateLimits);
  const housekeepingOptions = options.housekeeping === undefined ? housekeepingFromEnv(process.env, longestWindowSeconds(rateLimits)) : options.housekeeping;
  const media = localMediaStore(mediaFiles.dir);
  const deferJobs = options.deferBackgroundWork ?? false;
  const jobs = await startJobQueue(database.orm, [...composeJobs(modules), housekeepingJob(modules, housekeepingOptions ?? DEFAULT_RETENTION)], {
    work: deferJobs ? "later" : true,
    openOnFirstUse: deferJobs && !database.pglite,
    media,
  });
  // The schedules are kept in the database: a start only confirms them, and the first cleanup pass can wait too.
  const scheduleJobs = async () => {
    await scheduleHousekeeping(jobs, housekeepingOptions);
    for (const { job, cron } of composeSchedules(modules)) await jobs.schedule(job, cron);
  };
  if (!deferJobs) await scheduleJobs();
  startupMark("job queue started");
  const services = composeServices(modules);
  const buildContext = createContextFactory(database.orm, {
    // An admin token counts while its admin user is active, and brings the user's roles (requireAdmin's role check).
    authenticate: withAdminRoles(authenticate),
    jobs,
    languages: new LanguageRegistry(),
    limiter,
    media,
    searchTerms,
    services,
    publicData: createPublicDataMemo(sharedVersion),
  });

  const graphqlHandler = express.Router();
  graphqlHandler.use(keepRequestScope(express.json({ limit: "1mb", verify: readCache?.keepRawBody })));
  if (readCache) graphqlHandler.use(readCache.fastPath);
  graphqlHandler.use(
    expressMiddleware(server, {
      context: async ({ req }) => {
        const context = await buildContext({ header: (name) => req.get(name), clientIp: req.ip });
        readCache?.noteRequest(context, req);
        return context;
      },
    }),
  );
  // Body-parser failures (invalid JSON, too large) would otherwise reach Express's HTML error page with a stack.
  graphqlHandler.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    if (!clientError) loggerFor("graphql").error({ err: error }, "unexpected transport error");
    res.status(clientError ? status : 500).json({
      errors: [
        clientError
          ? { message: "Invalid request body", extensions: { code: "BAD_REQUEST" } }
          : { message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } },
      ],
    });
  });

  const execute: Shop["execute"] = async (request, incoming) => {
    let contextValue: ShopContext;
    try {
      contextValue = await buildContext({ header: (name) => incoming.headers.get(name) ?? undefined, clientIp: incoming.clientIp, forPage: incoming.forPage });
    } catch (error) {
      if (error instanceof GraphQLError) {
        // Same shape Apollo gives over HTTP: the `http` extension is transport detail, not for clients.
        return { errors: [{ message: error.message, extensions: clientExtensions(error.extensions) }] } satisfies FormattedExecutionResult;
      }
      throw error;
    }
    const response = await server.executeOperation(
      { query: request.query, operationName: request.operationName, variables: request.variables },
      { contextValue },
    );
    if (response.body.kind !== "single") throw new Error("incremental delivery is not supported in-process");
    return response.body.singleResult;
  };

  startupMark("graphql handler made");
  const restRouter = createRestRouter({ routes: composeRoutes(modules), surface: readRestSurface(), server, buildContext });

  const servedMedia = mediaHandler(mediaFiles.dir, mediaFiles.drawn);

  startupMark("rest router made");
  let closed = false;
  let statisticsTimer: NodeJS.Timeout | undefined;
  let workersTimer: NodeJS.Timeout | undefined;
  return {
    graphqlHandler,
    restRouter,
    mediaHandler: servedMedia,
    testAcquirer: testAcquirerOf(services.payments, database.orm),
    execute,
    jobs,
    afterListening: once(async () => {
      // The workers' first looks (one per queue) would take the CPU and the pool from the first requests.
      await new Promise<void>((resolve) => {
        workersTimer = setTimeout(resolve, WORKERS_DELAY_MS);
        workersTimer.unref();
      });
      if (closed) return;
      await scheduleJobs().catch((error: unknown) => loggerFor("jobs").error({ err: error }, "the job schedules were not kept"));
      await jobs.startWorkers().catch((error: unknown) => loggerFor("jobs").error({ err: error }, "the job workers did not start"));
      const { deferred } = database;
      if (!deferred) return;
      // The embedded database has one connection: a refresh right away would hold the first requests back. The
      // statistics of the last run are on disk and serve meanwhile.
      statisticsTimer = setTimeout(() => {
        if (closed) return;
        deferred().catch((error: unknown) => loggerFor("startup").error({ err: error }, "planner statistics failed"));
      }, STATISTICS_DELAY_MS);
      statisticsTimer.unref();
    }),
    async demoAdminLogin() {
      const file = database.demoAdminFile;
      const login = file ? await rememberedDemoAdmin(database.orm.em, file) : null;
      return login && file ? { ...login, file } : null;
    },
    readVersion: sharedVersion,
    pageVisits: {
      search: (text, language) => searchTerms.record(text, language),
      blogView(postId) {
        countBlogView(database.orm.em.fork(), postId).catch((error: unknown) => loggerFor("content").error({ err: error }, "could not count a view"));
      },
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(statisticsTimer);
      clearTimeout(workersTimer);
      await server.stop();
      await jobs.stop();
      await searchTerms.close().catch((error: unknown) => loggerFor("search").error({ err: error }, "could not record terms"));
      await closeDatabase(database);
      // Drawing goes on in libuv's threads: a closed shop leaves no work behind.
      await mediaFiles.drawn;
    },
  };
}

/** How long after listening the job workers start: jobs queued meanwhile wait that long at most. */
const WORKERS_DELAY_MS = 1_000;

/** How long after listening the embedded database refreshes its planner statistics. */
const STATISTICS_DELAY_MS = 30_000;

/** `run` at most once; later calls get the first call's promise. */
function once(run: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | undefined;
  return () => (started ??= run());
}

/** The test acquirer's challenge pages, when card payments go to it (it is a card provider of the shop's list). */
function testAcquirerOf(payments: PaymentProviders | undefined, orm: MikroORM): Shop["testAcquirer"] {
  const provider = payments?.cardProviders().find((card) => card instanceof TestAcquirerProvider);
  return provider instanceof TestAcquirerProvider ? { path: TEST_ACQUIRER_PATH, router: testAcquirerRouter(provider, () => orm.em.fork()) } : null;
}
