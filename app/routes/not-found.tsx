import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [{ title: "404" }, { name: "robots", content: "noindex" }];

/** The bare '404' of spec §2 for any unknown path: no shell, just the code. */
export default function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center">
      <h1>404</h1>
    </main>
  );
}
