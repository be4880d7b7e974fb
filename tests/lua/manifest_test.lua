-- Metadata rules of Steamodded's loader: versions, dependency strings.
local T = dofile("lib/t.lua")
local M = require("manifest")

local v = M.parse_version
T.ok(v("1.0.0") and v("1.2") and v("1.0.0~BETA-1814a"), "valid versions parse")
T.eq(v("v1.0"), nil, "a version must start with a digit")
T.eq(v(""), nil, "an empty version is invalid")
T.eq(M.compare(v("1.0.0~BETA-1814a"), v("1.0.0")), -1, "a beta is below its release")
T.eq(M.compare(v("1.0.0~BETA-2021a"), v("1.0.0~BETA-0827c")), 1, "betas compare by revision")
T.eq(M.compare(v("1.2"), v("1.2.0")), 0, "missing patch counts as 0")

local function msgs(text, field) return M.check_dependency(text, field or "dependencies", (field or "dependencies") == "dependencies") end
T.eq(#msgs("Steamodded (>=1.0.0~BETA-0827c)"), 0, "the default dependency is satisfied")
T.eq(#msgs("Steamodded (>=1.0.0~BETA-1814a)"), 0, "the documented floor is satisfied")
T.eq(#msgs("Steamodded (>=1.*)"), 1, "Steamodded (>=1.*) rejects every beta")
T.eq(#msgs("Steamodded (>=1.0.0~BETA-9999z)"), 1, "a floor above the installed beta fails")
T.eq(#msgs("Talisman (>1.0)"), 1, "a one-character operator is dropped")
T.eq(#msgs("Talisman (>=x)"), 1, "an unparseable version is dropped")
T.eq(#msgs("Talisman|Cryptid"), 0, "alternatives without spaces")
T.eq(#msgs("Talisman | Cryptid"), 1, "a space after | makes the alternative unsatisfiable")
T.eq(#msgs("Talisman | Cryptid", "conflicts"), 0, "conflicts are trimmed")
T.eq(#msgs("Cryptid (>= 1.0)", "conflicts"), 0, "conflicts lose every space before the version is read")

-- a version test whose version does not start with a digit makes Steamodded's parser throw: the mod is skipped
local function skips(text, field)
  local _, skip = M.check_dependency(text, field or "dependencies", (field or "dependencies") == "dependencies")
  return skip
end
T.eq(skips("Talisman (>=1.0.0)"), false, "a readable test does not skip the mod")
T.eq(skips("Steamodded (>= 1.0.0~BETA-0827c)"), true, "a space after the operator skips the mod (dependency parts are not trimmed)")
T.eq(skips("Talisman (>1.0)"), true, "a one-character operator leaves '.0' as the version: the mod is skipped")
T.eq(skips("Talisman (>=)"), true, "an empty version skips the mod")
T.eq(skips("Talisman (~=1.0)"), false, "an unknown operator before a readable version is only dropped")
T.eq(skips("Talisman (>)"), false, "a test of one character is dropped without parsing")
T.eq(skips("Cryptid (<<)", "conflicts"), true, "a conflict's empty version skips the mod")
T.eq(select(2, M.check_provides("Api ()")), true, "an empty provided version skips the mod")
T.eq(select(2, M.check_provides("Api (v1)")), true, "a provided version must start with a digit")
T.eq(select(2, M.check_provides("Api ( 1.2 )")), false, "a provided version loses its spaces")
T.eq(select(2, M.check_provides("Api")), false, "a provided id alone takes the mod's version")

T.done("manifest")
