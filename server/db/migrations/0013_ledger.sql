CREATE TYPE "public"."journal_entry_kind" AS ENUM('report_posting', 'invitation_claimed', 'payout_requested', 'payout_paid', 'payout_rejected', 'correction');--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('store_receivable', 'label_share', 'artist_payable', 'held_for_invite', 'payouts_in_progress', 'paid_out');--> statement-breakpoint
CREATE TABLE "account_balances" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "journal_entry_kind" NOT NULL,
	"description" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transaction_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "journal_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"track_id" uuid,
	"period" date,
	"store_id" text,
	"report_id" uuid,
	CONSTRAINT "journal_lines_amount_check" CHECK ("journal_lines"."amount" <> 0),
	CONSTRAINT "journal_lines_period_check" CHECK (extract(day from "journal_lines"."period") = 1)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"user_id" uuid,
	"store_id" text,
	"email" "citext",
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (case "ledger_accounts"."kind"
        when 'store_receivable' then "ledger_accounts"."store_id" is not null and "ledger_accounts"."user_id" is null and "ledger_accounts"."email" is null
        when 'held_for_invite' then "ledger_accounts"."email" is not null and "ledger_accounts"."user_id" is null and "ledger_accounts"."store_id" is null
        when 'label_share' then "ledger_accounts"."user_id" is null and "ledger_accounts"."store_id" is null and "ledger_accounts"."email" is null
        else "ledger_accounts"."user_id" is not null and "ledger_accounts"."store_id" is null and "ledger_accounts"."email" is null end)
);
--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_period_idx" ON "journal_lines" USING btree ("account_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("kind","user_id","currency") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_store_idx" ON "ledger_accounts" USING btree ("kind","store_id","currency") WHERE "ledger_accounts"."store_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_email_idx" ON "ledger_accounts" USING btree ("kind","email","currency") WHERE "ledger_accounts"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_label_idx" ON "ledger_accounts" USING btree ("kind","currency") WHERE "ledger_accounts"."user_id" is null and "ledger_accounts"."store_id" is null and "ledger_accounts"."email" is null;--> statement-breakpoint
-- The ledger's rules, enforced by PostgreSQL (docs/royalties.md "The ledger"); written by hand
-- after the generated statements. Amounts: debit +, credit −; see server/db/schema/ledger.ts.
-- Append-only: entries and lines are never changed or removed; a correction is a new entry.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The ledger is append-only: % on % is refused; a correction is a new journal entry.', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_append_only" BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_append_only" BEFORE UPDATE OR DELETE ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_no_truncate" BEFORE TRUNCATE ON "journal_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- Balances are the sum of the lines: only the posting trigger below writes them (it runs at
-- trigger depth 2; a statement of its own would be depth 1).
CREATE FUNCTION "account_balances_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'Account balances are kept by the ledger: % on account_balances is refused; post a journal entry instead.', TG_OP
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "account_balances_guard" BEFORE INSERT OR UPDATE OR DELETE ON "account_balances"
  FOR EACH ROW EXECUTE FUNCTION "account_balances_guard"();--> statement-breakpoint
CREATE TRIGGER "account_balances_no_truncate" BEFORE TRUNCATE ON "account_balances"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- Once per INSERT statement on journal_lines (a transition table, so a posting of many lines
-- costs one pass): lines join only an entry made in this transaction (its balance check runs
-- at this transaction's commit), balances move by the lines' sums (accounts in id order, so
-- concurrent postings lock them in the same order), and a payable kind never passes zero into
-- a debit balance.
CREATE FUNCTION "journal_lines_post"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed_entry uuid;
  overdrawn record;
BEGIN
  SELECT l.entry_id INTO closed_entry FROM new_lines l
    WHERE NOT EXISTS (
      SELECT 1 FROM journal_entries e
      WHERE e.id = l.entry_id AND e.transaction_id = pg_current_xact_id())
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Journal entry % is closed: lines join an entry only in the transaction that made it; a correction is a new entry.', closed_entry
      USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO account_balances AS b (account_id, balance, updated_at)
    SELECT l.account_id, sum(l.amount)::bigint, now() FROM new_lines l
    GROUP BY l.account_id ORDER BY l.account_id
  ON CONFLICT (account_id) DO UPDATE
    SET balance = b.balance + excluded.balance, updated_at = excluded.updated_at;
  SELECT a.id, a.kind, coalesce(a.user_id::text, a.email::text) AS owner, a.currency, b.balance
    INTO overdrawn
    FROM account_balances b JOIN ledger_accounts a ON a.id = b.account_id
    WHERE b.account_id IN (SELECT l.account_id FROM new_lines l)
      AND a.kind IN ('artist_payable', 'held_for_invite', 'payouts_in_progress')
      AND b.balance > 0
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'The % account % (owner %) would go below zero (a debit balance of % % minor units); a payable never goes negative.',
      overdrawn.kind, overdrawn.id, overdrawn.owner, overdrawn.balance, overdrawn.currency
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_lines_post" AFTER INSERT ON "journal_lines"
  REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION "journal_lines_post"();--> statement-breakpoint
-- At commit, once per new entry: at least two lines, and the lines add up to zero in each
-- currency. Deferred, so an entry's lines may be written in several statements; lines cannot
-- join the entry after its transaction (above), so this is every line it will ever have. A
-- row trigger per line would re-sum a large entry once per line.
CREATE FUNCTION "journal_entries_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line_count bigint;
  unbalanced record;
BEGIN
  SELECT count(*) INTO line_count FROM journal_lines WHERE entry_id = NEW.id;
  IF line_count < 2 THEN
    RAISE EXCEPTION 'Journal entry % (%) has % line(s); an entry needs at least two.', NEW.id, NEW.idempotency_key, line_count
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT a.currency, sum(l.amount) AS total INTO unbalanced
    FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id
    WHERE l.entry_id = NEW.id
    GROUP BY a.currency HAVING sum(l.amount) <> 0
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Journal entry % (%) does not balance: its % lines add up to % instead of 0.', NEW.id, NEW.idempotency_key, unbalanced.currency, unbalanced.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT ON "journal_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "journal_entries_balanced"();
