// Messages between the page (client.ts) and the playtest worker (playtest.worker.ts).
import type { Project } from "../../domain/model";
import type { PlaytestResult, PlaytestSetup } from "../../domain/playtest/types";

export type PlaytestRequest =
  | { id: number; kind: "load" }
  /** `project` is left out when it is the same object as in the previous play (the worker keeps its copy). */
  | { id: number; kind: "play"; project?: Project; itemId: string; setup: PlaytestSetup };

export type PlaytestResponse =
  | { id: number; kind: "loaded"; ms: number }
  | { id: number; kind: "result"; result: PlaytestResult }
  | { id: number; kind: "failed"; message: string };
