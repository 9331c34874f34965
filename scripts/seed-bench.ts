// `npm run seed:bench [-- --force]`: loads a busy studio (seed-bench-data.ts) into the RUNNING
// emulators — FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST, else this checkout's ports
// (SALUS_PORT_OFFSET) — to check screens at scale. It does nothing when this data is there already,
// replaces the demo studio (or an unfinished load of this data), and refuses to touch other students
// unless --force, which wipes the studio's collections first. The 12 accounts keep the demo password.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { demoPassword } from './demo-logins.mjs';
import { buildBenchData, type BenchData } from './seed-bench-data.ts';
import { migrateSaved } from './migrations.ts';
import { buildDemoData } from './seed-data.ts';
import { emulatorHosts, SEED_PROJECT_ID, writeSeedData, type SeedWrite } from './seed-emulator.ts';
import { seedCounts, type SeedCounts } from './seed-shape.ts';

/** The collections the busy studio fills; --force empties them (users and accounts are kept). */
export const studioCollections = [
  'students',
  'studentPrivate',
  'instructors',
  'instructorPrivate',
  'instructorLinks',
  'schedules',
  'payments',
  'paymentSummaries',
  'credits',
  'closures',
  'records',
  'careTeams',
  'recordAlerts',
];

/**
 * Documents derived from the bench data and written with it, e.g. one payment summary per student
 * built from `data.paymentsByStudent`. Each entry names its collection (emptied by --force) and
 * validates what it builds.
 */
export const benchExtras: { collection: string; build: (data: BenchData) => SeedWrite[] }[] = [];

export class SeedRefused extends Error {}

export interface BenchSeedOptions {
  force?: boolean;
  now?: number;
  log?: (message: string) => void;
  /** The data to write (tests pass a small part of it); built from `now` when absent. */
  data?: BenchData;
}

export interface BenchSeedResult {
  /** 'written', or 'present' when this very data was already there and nothing was written. */
  status: 'written' | 'present';
  counts: SeedCounts;
  /** Documents written (0 when present). */
  documents: number;
  /** What was replaced first: nothing, seeded data (the demo studio or an earlier load), or all (--force). */
  replaced: 'nothing' | 'seeded' | 'all';
  seconds: number;
}

async function studentIds(db: Firestore): Promise<string[]> {
  return (await db.collection('students').select().get()).docs.map((doc) => doc.id);
}

async function wipeStudio(db: Firestore): Promise<void> {
  const collections = [...studioCollections, ...benchExtras.map((extra) => extra.collection)];
  // No ramp-up: the 500/50/5 throttling is for production traffic, not an emulator.
  const writer = db.bulkWriter({ throttling: false });
  for (const name of collections) await db.recursiveDelete(db.collection(name), writer);
  await writer.close();
}

export async function seedBench(options: BenchSeedOptions = {}): Promise<BenchSeedResult> {
  const log = options.log ?? ((message: string) => console.log(message));
  const started = performance.now();
  const hosts = emulatorHosts();
  const now = options.now ?? Date.now();
  const data = options.data ?? buildBenchData(now);
  const built = performance.now();
  const counts = seedCounts(data);
  const app = initializeApp({ projectId: SEED_PROJECT_ID }, `salus-seed-bench-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const existing = await studentIds(db).catch((error: unknown) => {
      throw new Error(`O emulador do Firestore não responde em ${hosts.firestore}: está rodando? (${String(error)})`);
    });
    const benchIds = new Set(data.students.map((s) => s.id));
    const demoIds = new Set(buildDemoData(now).students.map((s) => s.id));
    let replaced: BenchSeedResult['replaced'] = 'nothing';
    if (options.force) {
      replaced = 'all';
    } else if (existing.length === benchIds.size && existing.every((id) => benchIds.has(id))) {
      await migrateSaved(db, log); // saved before a change of shape (e.g. 32 summary shards)
      log('• Os dados do estúdio movimentado já estão carregados; nada a fazer (use --force para recriar).');
      return { status: 'present', counts, documents: 0, replaced, seconds: elapsed(started) };
    } else if (existing.length > 0) {
      // Demo students, or an earlier (partial) load of this data, are replaced; anything else is not.
      const others = existing.filter((id) => !demoIds.has(id) && !benchIds.has(id)).length;
      if (others > 0) {
        throw new SeedRefused(
          `Já existem ${others} aluno(s) em ${hosts.firestore} que não são dos dados de demonstração ` +
            'nem do estúdio movimentado. ' +
            'Use `npm run seed:bench -- --force` para apagar alunos, instrutores, horários e pagamentos ' +
            'e carregar o estúdio movimentado.',
        );
      }
      replaced = 'seeded';
    }
    if (replaced !== 'nothing') await wipeStudio(db);
    const extra = benchExtras.flatMap((entry) => entry.build(data));
    const documents = await writeSeedData(app, data, extra);
    const result: BenchSeedResult = { status: 'written', counts, documents, replaced, seconds: elapsed(started) };
    log(report(data, result, options.data ? null : (built - started) / 1000));
    return result;
  } finally {
    await deleteApp(app);
  }
}

const elapsed = (since: number) => (performance.now() - since) / 1000;
const n = (value: number) => value.toLocaleString('pt-BR');
const s = (seconds: number) => `${seconds.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;

function report(data: BenchData, result: BenchSeedResult, buildSeconds: number | null): string {
  const { counts } = result;
  const count = <T>(list: readonly T[], test: (item: T) => boolean) => n(list.filter(test).length);
  const profiles = data.users.map((u) => u.profile);
  const months = data.payments.map((p) => p.data.dueDate.slice(0, 7)).sort();
  const byStatus = (status: string) => n(counts.paymentsByStatus[status] ?? 0);
  const replaced = {
    nothing: '',
    seeded: ' (substituiu os dados de demonstração ou de uma carga anterior)',
    all: ' (--force: coleções apagadas antes)',
  };
  return [
    `✓ Estúdio movimentado carregado em ${s(result.seconds)}${replaced[result.replaced]}: ` +
      `${buildSeconds === null ? '' : `dados gerados em ${s(buildSeconds)}, `}${n(result.documents)} documentos gravados.`,
    `  ${n(counts.users)} usuários: ${count(profiles, (u) => u.role === 'admin')} admins, ` +
      `${count(profiles, (u) => u.role === 'instrutor' && u.active === true)} instrutores ativos, ` +
      `${count(profiles, (u) => u.active === 'pending')} pendentes, ${count(profiles, (u) => u.active === false)} ` +
      `inativos (senha ${demoPassword}; admin@salus.test é admin)`,
    `  ${n(counts.students)} alunos: ${count(data.students, (x) => !x.data.active)} inativos, ` +
      `${count(data.students, (x) => x.data.responsavel !== '')} menores com responsável, ` +
      `${count(data.students, (x) => x.data.frequencia === 'avulsa')} avulsos`,
    `  ${n(counts.instructors)} instrutores (${count(data.instructors, (x) => !x.data.active)} inativos)`,
    `  ${n(counts.schedules)} horários (${count(data.schedules, (x) => x.data.active)} ativos) com ` +
      `${n(counts.enrollments)} matrículas`,
    `  ${n(counts.payments)} pagamentos de ${months[0]} a ${months.at(-1)}: ${byStatus('paid')} pagos, ` +
      `${byStatus('pending')} pendentes, ${byStatus('overdue')} em atraso`,
    `  ${n(counts.occurrences)} aulas com chamada ou ocorrência (${count(data.week.occurrences, (o) => o.data.cancelled)} ` +
      `canceladas, ${n(data.week.occurrences.reduce((k, o) => k + Object.keys(o.data.notices).length, 0))} avisos de falta, ` +
      `${n(data.week.occurrences.reduce((k, o) => k + Object.keys(o.data.guests).length, 0))} reposições) e ` +
      `${n(counts.credits)} créditos de reposição`,
  ].join('\n');
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  seedBench({ force: process.argv.includes('--force') }).then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof SeedRefused) console.error(`✖ ${error.message}`);
      else console.error('✖ Falha ao carregar o estúdio movimentado:', error);
      process.exit(1);
    },
  );
}
