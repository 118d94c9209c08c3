-- Decision 288: a journey's board number (journeys.board_seq) is taken at commit, by a deferred trigger that holds a
-- per-shop lock until the commit ends, so a shop's numbers follow its commit order: whoever has read the row
-- numbered N of a shop can read every change of that shop committed before it. A board resumes from its
-- Last-Event-ID by reading the rows numbered after it. The lock is the transaction's last: it waits for no other.
CREATE OR REPLACE FUNCTION journey_board_seq_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('board:' || NEW.shop_key_id, 0));
  UPDATE journeys SET board_seq = nextval('journey_board_seq')
   WHERE consumer_id = NEW.consumer_id AND shop_key_id = NEW.shop_key_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The trigger's own update (depth 1) queues no further event.
CREATE CONSTRAINT TRIGGER journeys_board_seq AFTER INSERT OR UPDATE ON journeys
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (pg_trigger_depth() = 0)
  EXECUTE FUNCTION journey_board_seq_at_commit();
