import { TopicSchema } from "@common/realtime.ts";
import { type Actor, isAdmin, isStaffOrAdmin } from "../policies/user.ts";

/**
 * Decides whether `actor` may join a topic; `id` is the part after the colon ("" for bare
 * topics). The hub reads `actor`'s role afresh at every subscribe, so a demoted user is refused.
 */
export type TopicPolicy = (actor: Actor, id: string) => boolean | Promise<boolean>;

export interface ParsedTopic {
  name: string;
  /** The part after the colon, or null for a bare topic such as `admins`. */
  id: string | null;
}

export function parseTopic(topic: string): ParsedTopic | null {
  if (!TopicSchema.safeParse(topic).success) return null;
  const colon = topic.indexOf(":");
  return colon === -1
    ? { name: topic, id: null }
    : { name: topic.slice(0, colon), id: topic.slice(colon + 1) };
}

export type JoinDecision = "allowed" | "forbidden" | "unknown";

/**
 * Which topics exist and who may join each. A pattern is either a bare name (`admins`) or a name
 * with an id (`conversation:<id>`); a topic that matches no pattern is refused as unknown, so a
 * new kind of topic is closed until its owner registers a policy for it.
 */
export class TopicRegistry {
  private readonly policies = new Map<string, { withId: boolean; canJoin: TopicPolicy }>();

  register(pattern: string, canJoin: TopicPolicy): void {
    const match = /^([a-z][a-z-]{0,30})(:<id>)?$/.exec(pattern);
    if (!match?.[1]) throw new Error(`Invalid topic pattern "${pattern}"`);
    if (this.policies.has(match[1])) throw new Error(`Topic "${match[1]}" is already registered`);
    this.policies.set(match[1], { withId: Boolean(match[2]), canJoin });
  }

  async decide(actor: Actor, topic: string): Promise<JoinDecision> {
    const parsed = parseTopic(topic);
    const policy = parsed && this.policies.get(parsed.name);
    if (!parsed || !policy || policy.withId !== (parsed.id !== null)) return "unknown";
    return (await policy.canJoin(actor, parsed.id ?? "")) ? "allowed" : "forbidden";
  }
}

/** The topics the platform itself provides; features register theirs through `hub.registerTopic`. */
export function registerBuiltInTopics(registry: TopicRegistry): void {
  // Account changes, notifications: only the user themselves.
  registry.register("user:<id>", (actor, id) => actor.id === id);
  // Admin-only pages (decision 2: the admin area other than release review is admin-only).
  registry.register("admins", (actor) => isAdmin(actor));
  // Release review and moderation queues, which staff share with admins.
  registry.register("staff", (actor) => isStaffOrAdmin(actor));
  registry.register("announcements", () => true);
}
