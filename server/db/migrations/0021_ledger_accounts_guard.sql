-- An account's identity is the meaning of every line booked on it: which store owes, whose
-- money a payable holds, in which currency. Changing it by hand would move history from one
-- owner to another without an entry. So only one change is allowed: a held_for_invite
-- account's address, which account deletion replaces with the leaver's tombstone address
-- (server/commands/account/deleteAccount.ts). Deleting an account with lines is refused by the
-- foreign keys already.
CREATE FUNCTION "ledger_accounts_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id
     OR NEW.kind IS DISTINCT FROM OLD.kind
     OR NEW.currency IS DISTINCT FROM OLD.currency
     OR NEW.user_id IS DISTINCT FROM OLD.user_id
     OR NEW.store_id IS DISTINCT FROM OLD.store_id
     OR NEW.created_at IS DISTINCT FROM OLD.created_at
     OR (NEW.email IS DISTINCT FROM OLD.email AND OLD.kind <> 'held_for_invite') THEN
    RAISE EXCEPTION 'Ledger account % keeps its kind, owner and currency: post a correction entry instead.', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_guard" BEFORE UPDATE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_guard"();
