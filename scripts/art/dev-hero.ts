import { writeFileSync } from "node:fs";
import { hero } from "./scenes/hero.ts";
writeFileSync("/tmp/dev/hero.svg", hero(true));
