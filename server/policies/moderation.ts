import type { Actor } from "./user.ts";

/**
 * Who an admin may suspend or warn (spec document 2 §6): anyone but themselves and other admins
 * (an admin's role is changed first). "ok", or the reason for the refusal.
 */
export function canBeModerated(actor: Actor, target: Actor): "ok" | "self" | "admin" {
  if (actor.id === target.id) return "self";
  if (target.role === "admin") return "admin";
  return "ok";
}
