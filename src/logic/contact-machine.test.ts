import { describe, expect, it } from "vitest";
import { type ContactEvent, type ContactState, contactReducer, initialContactState } from "./contact-machine";

const run = (events: ContactEvent[], from: ContactState = initialContactState) => events.reduce(contactReducer, from);

const filled: ContactEvent[] = [
  { type: "change", field: "from_name", value: " Jane " },
  { type: "change", field: "reply_to", value: "jane@example.com" },
  { type: "change", field: "message", value: "Hello" },
];
const message = { from_name: "Jane", reply_to: "jane@example.com", message: "Hello" };

describe("contactReducer", () => {
  it("starts editing an empty form without errors", () => {
    expect(initialContactState).toEqual({
      status: "editing",
      values: { from_name: "", reply_to: "", message: "" },
      errors: {},
    });
  });

  it("editing → editing: stores typed values as written", () => {
    expect(run(filled)).toEqual({ status: "editing", values: { ...message, from_name: " Jane " }, errors: {} });
  });

  it("editing → editing with every error at once on an invalid submit", () => {
    expect(run([{ type: "submit" }])).toEqual({
      ...initialContactState,
      errors: { from_name: "from_name_error", reply_to: "reply_to_error", message: "message_error" },
    });
  });

  it("a change clears only that field's error", () => {
    const state = run([{ type: "submit" }, { type: "change", field: "reply_to", value: "a" }]);
    expect(state).toMatchObject({
      status: "editing",
      errors: { from_name: "from_name_error", message: "message_error" },
    });
    expect(state.status === "editing" && "reply_to" in state.errors).toBe(false);
  });

  it("a new submit re-checks every field", () => {
    const state = run([
      { type: "submit" },
      ...filled,
      { type: "change", field: "reply_to", value: "a@b." },
      { type: "submit" },
    ]);
    expect(state).toMatchObject({ status: "editing", errors: { reply_to: "reply_to_error" } });
  });

  it("editing → submitting with the trimmed message on a valid submit", () => {
    expect(run([...filled, { type: "submit" }])).toEqual({
      status: "submitting",
      values: { ...message, from_name: " Jane " },
      message,
    });
  });

  it("submitting ignores a second submit and edits (exactly one request)", () => {
    const submitting = run([...filled, { type: "submit" }]);
    expect(contactReducer(submitting, { type: "submit" })).toBe(submitting);
    expect(contactReducer(submitting, { type: "change", field: "message", value: "changed" })).toBe(submitting);
  });

  it("submitting → success when sent", () => {
    expect(run([...filled, { type: "submit" }, { type: "sent" }])).toEqual({ status: "success" });
  });

  it("submitting → error when failed, keeping the message for the mail link", () => {
    expect(run([...filled, { type: "submit" }, { type: "failed" }])).toEqual({ status: "error", message });
  });

  it.each<[string, ContactEvent[]]>([
    ["success", [...filled, { type: "submit" }, { type: "sent" }]],
    ["error", [...filled, { type: "submit" }, { type: "failed" }]],
  ])("%s is final: the form is not restored", (_, events) => {
    const final = run(events);
    for (const event of [
      ...filled,
      { type: "submit" },
      { type: "sent" },
      { type: "failed" },
    ] satisfies ContactEvent[]) {
      expect(contactReducer(final, event)).toBe(final);
    }
  });

  it("a send outcome while editing is ignored", () => {
    expect(contactReducer(initialContactState, { type: "sent" })).toBe(initialContactState);
    expect(contactReducer(initialContactState, { type: "failed" })).toBe(initialContactState);
  });

  it("does not mutate the state it is given", () => {
    const state = run([{ type: "submit" }]);
    const copy = structuredClone(state);
    run([...filled, { type: "submit" }], state);
    expect(state).toEqual(copy);
  });
});
