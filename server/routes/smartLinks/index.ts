import { SmartLinkMessages } from "@common/smartLinks.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf, signedIn } from "../../auth/hooks.ts";
import { removeStoreLink, setStoreLink } from "../../commands/smartLinks/storeLinks.ts";
import { updateSmartLinkSettings } from "../../commands/smartLinks/updateSmartLinkSettings.ts";
import type { AppContext } from "../../context.ts";
import { appToday } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { presentSmartLink } from "../../presenters/smartLinkView.ts";
import { findSmartLinkHead, loadSmartLinkDetails } from "./loadSmartLink.ts";
import * as schema from "./schema.ts";

/**
 * The smart link panel (issue 17 "Artist controls"): the release's owner, and staff and admins
 * for every release, read and change its public page. Each change answers the panel as it now
 * is. Someone else's release is "not found", as everywhere else.
 */
export const smartLinkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    async function viewOf(actor: Actor, releaseId: string) {
      const head = await findSmartLinkHead(db, releaseId);
      authorize(actor, "smartLink.manage", head?.release ?? null);
      const { link } = head!; // authorize refused a missing release
      if (!link) throw notFound(SmartLinkMessages.noSmartLink);
      const facts = await loadSmartLinkDetails(db, { ...head!, link });
      return presentSmartLink(facts, ctx.config.APP_URL, appToday());
    }

    app.get(
      "/api/releases/:id/smart-link",
      { schema: schema.read, onRequest: signedIn(ctx) },
      async (request) => viewOf(actorOf(request).user, request.params.id),
    );

    app.patch(
      "/api/releases/:id/smart-link",
      { schema: schema.update, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        await updateSmartLinkSettings(ctx, user, request.params.id, request.body);
        return viewOf(user, request.params.id);
      },
    );

    app.put(
      "/api/releases/:id/smart-link/stores/:storeId",
      { schema: schema.setStoreLink, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const { id, storeId } = request.params;
        await setStoreLink(ctx, user, id, storeId, request.body.url);
        return viewOf(user, id);
      },
    );

    app.delete(
      "/api/releases/:id/smart-link/stores/:storeId",
      { schema: schema.removeStoreLink, onRequest: signedIn(ctx) },
      async (request) => {
        const { user } = actorOf(request);
        const { id, storeId } = request.params;
        await removeStoreLink(ctx, user, id, storeId);
        return viewOf(user, id);
      },
    );
  };
