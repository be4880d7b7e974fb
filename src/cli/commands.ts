// Importing a command module registers it; this list fixes which commands exist.
import "./replay";
import "./inspect";
import "./check";
import "./export";
import "./catalog";
import "./vanilla";
export {};
