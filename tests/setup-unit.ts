import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Fail any unit test that logs an unexpected console error, as a visitor's
// browser console would show it. Tests that expect an error spy on console.error.
afterEach(() => {
  cleanup();
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
};
void vi;
