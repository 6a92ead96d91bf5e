import { FanSignupInputSchema, SmartLinkMessages } from "@common/smartLinks.ts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly } from "../../auth/hooks.ts";
import type { AppContext } from "../../context.ts";
import { RELEASE_DAY_MAIL, type ReleaseDayJob } from "../../jobs/releaseDayMail.ts";
import { appNow, appToday, moveAppClock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { clientAddress, limiter } from "../../lib/limits.ts";
import { FORM_PAGE_REFERRER_POLICY } from "../../lib/sameOrigin.ts";
import { confirmFan, fanConfirmation, unsubscribeFan } from "../../smartLinks/fansConfirm.ts";
import { FAN_CONFIRM_PATH, FAN_UNSUBSCRIBE_PATH } from "../../smartLinks/fansLinks.ts";
import {
  confirmFormPage,
  fanMessagePage,
  unsubscribeFormPage,
} from "../../smartLinks/fansPages.ts";
import { signUpFan } from "../../smartLinks/fansSignup.ts";
import * as schema from "./schema.ts";

const HOUR_MS = 60 * 60 * 1000;

function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("referrer-policy", FORM_PAGE_REFERRER_POLICY)
    .send(page);
}

/**
 * Smart links' "Notify me" (issue 17): the pre-release signup the release page's form posts,
 * the confirmation and unsubscribe pages fans open from their mails, and, on a development
 * server only, the clock that lets a browser test reach release day.
 */
export const smartLinkFanRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // A public form that sends mail: per address, and per fan address so no one is mail-bombed.
    const perAddress = limiter(app, "fan-signup-ip", 10, HOUR_MS);
    const perEmail = limiter(app, "fan-signup-email", 5, HOUR_MS);

    app.post(
      "/api/smart-links/:slug/fans",
      {
        schema: schema.signUp,
        onRequest: async (request) => perAddress.hit(request, clientAddress(request)),
      },
      async (request, reply) => {
        const { slug } = request.params;
        await signUpFan(ctx, slug, request.body, () =>
          perEmail.hit(request, `${slug}:${request.body.email.toLowerCase()}`),
        );
        return reply.status(202).send({ message: SmartLinkMessages.signupSent });
      },
    );

    // Without JavaScript the release page's form posts here as a plain form, and the fan gets
    // a page with the same message the script would have shown.
    app.post(
      "/r/:slug/notify",
      {
        schema: schema.signUpForm,
        onRequest: async (request) => perAddress.hit(request, clientAddress(request)),
      },
      async (request, reply) => {
        const { slug } = request.params;
        const form = new URLSearchParams(typeof request.body === "string" ? request.body : "");
        const parsed = FanSignupInputSchema.safeParse({
          email: form.get("email") ?? "",
          shareWithArtist: form.get("shareWithArtist") === "true",
        });
        const answer = (status: number, title: string, message: string) =>
          sendPage(reply, status, fanMessagePage(ctx.config, `/r/${slug}`, title, message));
        if (!parsed.success) {
          return answer(400, "Not sent", parsed.error.issues[0]?.message ?? "Check the form.");
        }
        try {
          await signUpFan(ctx, slug, parsed.data, () =>
            perEmail.hit(request, `${slug}:${parsed.data.email.toLowerCase()}`),
          );
        } catch (error) {
          if (error instanceof AppError) return answer(error.status, "Not sent", error.message);
          throw error;
        }
        return answer(202, "Check your inbox", SmartLinkMessages.signupSent);
      },
    );

    const unknownConfirm = () =>
      fanMessagePage(
        ctx.config,
        FAN_CONFIRM_PATH,
        "Link not valid",
        SmartLinkMessages.signupUnknown,
      );
    const onTheList = () =>
      fanMessagePage(
        ctx.config,
        FAN_CONFIRM_PATH,
        "You’re on the list",
        SmartLinkMessages.signupConfirmed,
      );

    // The mail's link shows the button; only its POST confirms (fansPages.ts says why).
    app.get(FAN_CONFIRM_PATH, { schema: schema.confirmPage }, async (request, reply) => {
      const token = request.query.token;
      const signup = token ? await fanConfirmation(ctx.database.db, token) : undefined;
      if (!token || !signup) return sendPage(reply, 404, unknownConfirm());
      if (signup.onList) return sendPage(reply, 200, onTheList());
      return sendPage(reply, 200, confirmFormPage(ctx.config, token, signup));
    });

    app.post(FAN_CONFIRM_PATH, { schema: schema.confirmPost }, async (request, reply) => {
      const token = request.query.token;
      const confirmed = token ? await confirmFan(ctx.database.db, token) : false;
      return confirmed ? sendPage(reply, 200, onTheList()) : sendPage(reply, 404, unknownConfirm());
    });

    const unknownUnsubscribe = () =>
      fanMessagePage(
        ctx.config,
        FAN_UNSUBSCRIBE_PATH,
        "Link not valid",
        SmartLinkMessages.unsubscribeUnknown,
      );

    app.get(FAN_UNSUBSCRIBE_PATH, { schema: schema.unsubscribePage }, async (request, reply) => {
      const token = request.query.token;
      if (!token || !ctx.fanUnsubscribeTokens.verify(token))
        return sendPage(reply, 404, unknownUnsubscribe());
      return sendPage(reply, 200, unsubscribeFormPage(ctx.config, token));
    });

    // The pages' buttons and RFC 8058 one-click (mail clients POST List-Unsubscribe=One-Click as
    // a form): the token in the address is all that counts, the body is not read.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );

    app.post(FAN_UNSUBSCRIBE_PATH, { schema: schema.unsubscribePost }, async (request, reply) => {
      const signupId = request.query.token && ctx.fanUnsubscribeTokens.verify(request.query.token);
      if (!signupId) return sendPage(reply, 404, unknownUnsubscribe());
      await unsubscribeFan(ctx.database.db, signupId);
      return sendPage(
        reply,
        200,
        fanMessagePage(
          ctx.config,
          FAN_UNSUBSCRIBE_PATH,
          "Unsubscribed",
          SmartLinkMessages.unsubscribed,
        ),
      );
    });

    // Only where mail goes to the local mailbox (development and tests), never in production.
    if (ctx.mailbox && ctx.config.NODE_ENV !== "production") {
      app.post(
        "/api/dev/clock",
        { schema: schema.moveClock, onRequest: adminOnly(ctx) },
        async (request) => {
          moveAppClock(request.body.days);
          const today = appToday();
          const job: ReleaseDayJob = { today, now: appNow().toISOString() };
          await ctx.jobs.send(RELEASE_DAY_MAIL, job);
          return { today };
        },
      );
    }
  };
