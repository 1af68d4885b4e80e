import { post } from './api.ts';

/** A job seeker the crash test drives: signed in, with jobs to apply to and jobs to save. */
export interface Seeker {
  email: string;
  userId: string;
  ip: string;
  token: string;
  toApply: string[];
  toSave: string[];
  /** Applications the server acknowledged: their chat gets the messages. */
  applications: string[];
}

/** A write the server answered 2xx to: it must survive anything that happens afterwards. */
export type Acked =
  | { kind: 'application'; id: string; jobId: string; userId: string; coverLetter: string }
  | { kind: 'message'; id: string; applicationId: string; authorId: string; text: string }
  | { kind: 'saved'; jobId: string; userId: string };
export type Kind = Acked['kind'];

export class WriteLog {
  readonly acked: Acked[] = [];
  /** Answers by kind and status, e.g. { 'application 200': 31, 'message 429': 2 }. */
  readonly answers: Record<string, number> = {};
  /** Writes whose answer never came (the server died under them): either outcome is fine. */
  readonly unknown: Record<Kind, number> = { application: 0, message: 0, saved: 0 };

  count(kind: Kind, status: number) {
    const key = `${kind} ${status}`;
    this.answers[key] = (this.answers[key] ?? 0) + 1;
  }

  of<K extends Kind>(kind: K): Extract<Acked, { kind: K }>[] {
    return this.acked.filter((a): a is Extract<Acked, { kind: K }> => a.kind === kind);
  }

  get serverErrors(): number {
    return Object.entries(this.answers)
      .filter(([key]) => Number(key.split(' ')[1]) >= 500)
      .reduce((n, [, v]) => n + v, 0);
  }
}

const FILLER = 'I have worked in busy teams, I learn fast and I would love to join yours. ';

/**
 * One client writing as fast as the server answers, cycling through applying (with a cover
 * letter), a chat message on one of its applications and saving a job, until its connection
 * fails (the server was killed). Every 2xx is logged with what it wrote.
 */
export async function writeUntilFailure(url: string, s: Seeker, log: WriteLog, label: string) {
  for (let n = 0; ; n++) {
    const marker = `${label}-${s.ip}-${n}`;
    const step = n % 3;
    const kind: Kind =
      step === 0 && s.toApply.length > 0
        ? 'application'
        : step === 1 && s.applications.length > 0
          ? 'message'
          : 'saved';
    try {
      if (kind === 'application') {
        const jobId = s.toApply.pop() as string;
        const coverLetter = `Cover letter ${marker}. ${FILLER.repeat(8)}`.trim();
        const res = await post<{ item: { id: string } }>(
          url,
          '/api/v1/employees/applications.insert',
          { id: jobId, cover_letter: coverLetter },
          s,
        );
        log.count(kind, res.status);
        if (res.status === 200) {
          log.acked.push({ kind, id: res.body.item.id, jobId, userId: s.userId, coverLetter });
          s.applications.push(res.body.item.id);
        }
      } else if (kind === 'message') {
        const applicationId = s.applications[n % s.applications.length] as string;
        const text = `Message ${marker}: is the role still open?`;
        const res = await post<{ item: { id: string } }>(
          url,
          '/api/v1/applications/messages.insert',
          { id: applicationId, text },
          s,
        );
        log.count(kind, res.status);
        if (res.status === 200) {
          log.acked.push({ kind, id: res.body.item.id, applicationId, authorId: s.userId, text });
        }
      } else {
        const jobId = s.toSave[n % s.toSave.length] as string;
        const res = await post(url, '/api/v1/jobs/favorites.insert', { id: jobId }, s);
        log.count(kind, res.status);
        if (res.status === 200) log.acked.push({ kind, jobId, userId: s.userId });
      }
    } catch {
      log.unknown[kind] += 1;
      return;
    }
  }
}
