import { writeFileSync } from "node:fs";
import { makeCtx, svgDoc, rect } from "./core/svg.ts";
import { C } from "./core/palette.ts";
import { fox } from "./animals/fox.ts";
const ctx = makeCtx("dev", 3, true);
const body = rect(0,0,800,400,{fill:C.paper}) + fox(ctx,{x:120,y:300,s:2},{hold:"book"}) + fox(ctx,{x:340,y:300,s:2},{hold:"up", scarf: C.sky}) + fox(ctx,{x:540,y:300,s:1.2},{hold:"wave", mood:"happy"}) + fox(ctx,{x:700,y:300,s:0.6},{});
writeFileSync("/tmp/dev/fox.svg", svgDoc({vw:800,vh:400,title:"dev",ctx,body}));
