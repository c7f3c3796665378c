/**
 * How far the calibration trusts a shared result (docs/results.md, "Trust"). A result is
 * `confirmed` when the student's connected inbox holds the decision (an accepted proposal read
 * from the mailbox, not a pasted text), `member` when a signed-in student whose account was at
 * least MEMBER_AGE_DAYS old shared it, `sample` for the demo's synthetic results, and `crowd`
 * otherwise: anonymous, or from a new account. The crowd's results together move no course by
 * more than CROWD_BOUND; every other visitor by no more than VISITOR_BOUND. A visitor is every
 * submission that shares an email, an account or a network with another, so no address, network
 * or account counts twice.
 */
import { createHmac } from "node:crypto";
import { networkOf } from "../../core/network";

/** An account this old when it shares a result speaks for itself (the crowd's bound otherwise). */
export const MEMBER_AGE_DAYS = 14;

/**
 * So many results of one decision for one course within the window, from the crowd, and the
 * next is held for staff: a burst is what an attack looks like, and a real decision day is
 * rarely more than a few results (staff accept those).
 */
export const BURST = { results: 8, windowHours: 24 } as const;

export type Trust = "sample" | "confirmed" | "member" | "crowd";

/**
 * A result's tier in SQL, over `s` (result_submission), `st` (its student) and `a`
 * (result_application): the same rule as the module's comment.
 */
export const TRUST_SQL = `case
  when s.sample then 'sample'
  when s.student_id is not null and exists (
    select 1 from email_decision d
     where d.student_id = s.student_id and d.source = 'mailbox' and d.status = 'accepted'
       and d.decision = a.decision
       and (d.course_id = a.course_id or (d.course_id is null and d.university_id = a.university_id))
  ) then 'confirmed'
  when st.created_at <= s.created_at - interval '${MEMBER_AGE_DAYS} days' then 'member'
  else 'crowd' end`;

/** The network's keyed hash stored with a submission: the network is never stored itself. */
export function networkKey(ip: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`result-network:${networkOf(ip)}`)
    .digest("hex");
}

/** What names a submission's sender: any of these shared with another makes them one visitor. */
export interface SubmissionSender {
  id: string;
  email: string | null;
  studentId: string | null;
  network: string | null;
}

/** Each submission's visitor key: submissions sharing an email, account or network are one. */
export function visitorsOf(senders: Iterable<SubmissionSender>): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    // Path halving is enough here: the sets are small and few.
    let at = x;
    while (at !== root) {
      const next = parent.get(at)!;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  const add = (x: string) => {
    if (!parent.has(x)) parent.set(x, x);
  };
  const union = (x: string, y: string) => {
    const [rx, ry] = [find(x), find(y)];
    if (rx === ry) return;
    // The smaller key becomes the root: the same sets name the same visitor in any order.
    const [low, high] = rx < ry ? [rx, ry] : [ry, rx];
    parent.set(high, low);
  };
  const ids: string[] = [];
  for (const s of senders) {
    const self = `submission:${s.id}`;
    add(self);
    ids.push(s.id);
    for (const name of [
      s.email && `email:${s.email.toLowerCase()}`,
      s.studentId && `student:${s.studentId}`,
      s.network && `network:${s.network}`,
    ]) {
      if (!name) continue;
      add(name);
      union(self, name);
    }
  }
  return new Map(ids.map((id) => [id, find(`submission:${id}`)]));
}
