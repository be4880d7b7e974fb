-- The mod folder as Steamodded's loader scans it (smods.md 1.1-1.5): metadata JSON files at
-- depth 2-3, field types and required fields, id/prefix/version rules, dependency strings,
-- main_file, legacy headers. An invalid manifest means the mod is silently absent: a problem.
local P = require("problems")
local J = require("json")

local M = {}

M.STEAMODDED_VERSION = "1.0.0~BETA-2021a"
M.RESERVED_IDS = { Steamodded = true, Lovely = true, Balatro = true }

local FIELDS = {
  id = "string", name = "string", author = "array", description = "string", prefix = "string",
  main_file = "string", priority = "number", display_name = "string", badge_colour = "string",
  badge_text_colour = "string", badge_shader = "string", version = "string", dependencies = "array",
  conflicts = "array", provides = "array", dump_loc = "boolean", config_file = "string", icon_path = "string",
  icon_width = "number", icon_fps = "number",
}
local REQUIRED = { "id", "name", "author", "description", "prefix", "main_file" }

local function json_type(v)
  if J.is_array(v) then return "array" end
  if J.is_object(v) then return "object" end
  if v == J.null then return "null" end
  return type(v)
end

-- Lists files under dir (relative paths), at most two levels deep, sorted.
function M.list_files(dir)
  local files = {}
  local quoted = "'" .. dir:gsub("'", "'\\''") .. "'"
  local pipe = io.popen("find " .. quoted .. " -mindepth 1 -maxdepth 2 -type f 2>/dev/null")
  if pipe then
    for line in pipe:lines() do
      local rel = line:sub(#dir + 1):gsub("^/", "")
      files[#files + 1] = rel
    end
    pipe:close()
  end
  table.sort(files)
  return files
end

-- Version strings (1.4): major.minor.patch + rev; nil when invalid.
function M.parse_version(s)
  if type(s) ~= "string" then return nil end
  local major, _, minor, _, patch, rev = s:match("^(%d+)(%.?([%d%*]*))(%.?([%d%*]*))(.*)$")
  if not major then return nil end
  return { major = tonumber(major), minor = minor == "" and 0 or minor, patch = patch == "" and 0 or patch, rev = rev or "" }
end

local function part_cmp(a, b)
  if a == "*" or b == "*" then return 0 end
  a, b = tonumber(a) or 0, tonumber(b) or 0
  if a < b then return -1 elseif a > b then return 1 end
  return 0
end

-- Compares versions; a rev starting with "~" is a pre-release (sorts before the plain version).
function M.compare(a, b)
  for _, k in ipairs({ "major", "minor", "patch" }) do
    local c = part_cmp(a[k], b[k])
    if c ~= 0 then return c end
  end
  local wild = tostring(b.minor) == "*" or tostring(b.patch) == "*"
  local ra, rb = a.rev, b.rev
  local pa, pb = ra:sub(1, 1) == "~", rb:sub(1, 1) == "~"
  if wild and pa then return -1 end -- "1.*" means stable 1.x: every beta is below it
  if pa and not pb then return -1 end
  if pb and not pa then return 1 end
  if ra < rb then return -1 elseif ra > rb then return 1 end
  return 0
end

local OPS = { [">="] = function(c) return c >= 0 end, ["<="] = function(c) return c <= 0 end,
  ["=="] = function(c) return c == 0 end, [">>"] = function(c) return c > 0 end, ["<<"] = function(c) return c < 0 end }

-- Checks one dependency/conflict string. Returns a list of messages, and whether one of them makes
-- Steamodded skip the whole mod: its loader splits a version test "(..)" into a two-character
-- operator and the rest, and its version parser throws on a rest that does not start with a digit
-- (inside the metadata check, which then drops the mod as invalid metadata, without a word to
-- the player). Conflicts have every space removed first; dependency parts are not trimmed.
function M.check_dependency(text, field, allow_alternatives)
  local messages = {}
  local skips_mod = false
  local alternatives = {}
  if allow_alternatives then
    for part in (text .. "|"):gmatch("([^|]*)|") do alternatives[#alternatives + 1] = part end
  else
    alternatives[1] = text:gsub("%s", "")
  end
  for _, part in ipairs(alternatives) do
    local id = part:match("^([^(%s]+)")
    if not id then
      messages[#messages + 1] = field .. " '" .. text .. "': the part '" .. part .. "' has no mod id (write alternatives without spaces around '|'); it can never be satisfied"
    else
      for constraint in part:gmatch("%((.-)%)") do
        local op, version = constraint:sub(1, 2), constraint:sub(3)
        if #constraint < 2 then
          messages[#messages + 1] = field .. " '" .. text .. "': constraint '(" .. constraint .. ")' is too short; Steamodded silently drops it"
        elseif not M.parse_version(version) then
          skips_mod = true
          messages[#messages + 1] = field .. " '" .. text .. "': version '" .. version .. "' of '(" .. constraint .. ")' does not start with a digit; Steamodded's version parser fails on it and the whole mod is skipped"
        elseif not OPS[op] then
          messages[#messages + 1] = field .. " '" .. text .. "': constraint '(" .. constraint .. ")' needs a two-character operator (>=, <=, ==, >>, <<); Steamodded silently drops it"
        elseif id == "Steamodded" and field == "dependencies" and #alternatives == 1 then
          local c = M.compare(M.parse_version(M.STEAMODDED_VERSION), M.parse_version(version))
          if not OPS[op](c) then
            messages[#messages + 1] = field .. " '" .. text .. "': Steamodded " .. M.STEAMODDED_VERSION .. " does not satisfy (" .. constraint .. "), so the mod is not loaded"
          end
        end
      end
    end
  end
  return messages, skips_mod
end

-- Checks one provides string: its first "(..)" is a version, which must start with a digit
-- (Steamodded parses it; an empty or other one makes the parser throw and the mod is skipped).
function M.check_provides(text)
  local version = text:gsub("%s", ""):match("%((.-)%)")
  if version and not M.parse_version(version) then
    return { "provides '" .. text .. "': version '" .. version .. "' does not start with a digit; Steamodded's version parser fails on it and the whole mod is skipped" }, true
  end
  return {}, false
end

-- Validates one metadata file. Returns the manifest table or nil; reports problems for a file
-- that looks like it is meant to be this mod's manifest.
function M.validate(text, rel, mod_dir)
  local data, err = J.decode(text)
  if data == nil then
    P.add({ file = rel, line = tonumber(err:match("^line (%d+)")), message = "metadata JSON does not parse (" .. err .. "); Steamodded ignores the file and the mod is missing" })
    return nil
  end
  if not J.is_object(data) then
    P.add({ file = rel, line = 1, message = "metadata JSON must be an object; Steamodded ignores the file and the mod is missing" })
    return nil
  end
  local ok = true
  local function fail(message)
    ok = false
    P.add({ file = rel, message = message .. " (Steamodded rejects the metadata: the mod is silently missing)" })
  end
  local wrong = {}
  for field, kind in pairs(FIELDS) do
    local v = data[field]
    if v ~= nil and json_type(v) ~= kind then
      fail("field '" .. field .. "' must be a JSON " .. kind .. ", got " .. json_type(v) .. "; Steamodded deletes it")
      data[field] = nil
      wrong[field] = true
    end
  end
  for _, field in ipairs(REQUIRED) do
    if data[field] == nil and not wrong[field] then fail("missing required field '" .. field .. "'") end
  end
  if type(data.prefix) == "string" then
    if data.prefix:find("$", 1, true) then fail("prefix '" .. data.prefix .. "' contains '$': Disallowed use of reserved prefix") end
    if data.prefix == "" then
      P.add({ file = rel, message = "prefix is empty: every key would start with '_'" })
    end
  end
  if type(data.id) == "string" and M.RESERVED_IDS[data.id] then
    fail("id '" .. data.id .. "' is reserved (Steamodded, Lovely and Balatro are taken)")
  end
  if type(data.version) == "string" and not M.parse_version(data.version) then
    fail("version '" .. data.version .. "' must start with a digit (major.minor.patch)")
  end
  for _, field in ipairs({ "dependencies", "conflicts", "provides" }) do
    local list = data[field]
    if list then
      for i, entry in ipairs(list) do
        if type(entry) ~= "string" then
          fail(field .. "[" .. i .. "] must be a string, got " .. json_type(entry))
        else
          local messages, skips_mod
          if field == "provides" then messages, skips_mod = M.check_provides(entry)
          else messages, skips_mod = M.check_dependency(entry, field, field == "dependencies") end
          for _, message in ipairs(messages) do
            if skips_mod then fail(message) else P.add({ file = rel, message = message }) end
          end
        end
      end
    end
  end
  if not ok then return nil end
  if type(data.main_file) == "string" then
    local f = io.open(mod_dir .. data.main_file, "rb")
    if not f then
      P.add({ file = rel, message = "main_file '" .. data.main_file .. "' not found next to the metadata (paths are case sensitive): Steamodded lists the mod as failed" })
      return nil
    end
    f:close()
  end
  return data
end

-- Scans the mod folder. Returns the manifest (with .file) or nil after reporting why.
function M.scan(mod_dir)
  local files = M.list_files(mod_dir)
  local manifests = {}
  for _, rel in ipairs(files) do
    local top = rel:match("^([^/]+)/")
    local name = rel:match("([^/]+)$")
    if top ~= "localization" and top ~= "assets" and name:find(".json", 1, true) then
      local f = io.open(mod_dir .. rel, "rb")
      local text = f and f:read("*a") or ""
      if f then f:close() end
      local looks_like_manifest = text:find('"main_file"', 1, true) or text:find('"prefix"', 1, true) or text:find('"id"', 1, true)
      if looks_like_manifest then
        local sub = rel:match("^(.*/)") or ""
        local data = M.validate(text, rel, mod_dir .. sub)
        if data then data.file = rel; data.dir = sub; manifests[#manifests + 1] = data end
      end
    end
    if name == ".lovelyignore" and not top then
      P.add({ file = rel, message = ".lovelyignore is present: the mod is disabled" })
    end
    if name:match("%.lua$") and (not top or (top ~= "localization" and top ~= "assets")) then
      local f = io.open(mod_dir .. rel, "rb")
      local first = f and f:read("*l")
      if f then f:close() end
      if first and first:gsub("\r$", "") == "--- STEAMODDED HEADER" then
        P.add({ file = rel, line = 1, message = "starts with '--- STEAMODDED HEADER': Steamodded loads it again as a legacy mod" })
      end
    end
  end
  if #manifests == 0 then
    if #P.list == 0 then
      P.add({ message = "no metadata JSON file (with id, name, author, description, prefix, main_file) in the mod folder: Steamodded does not see a mod" })
    end
    return nil
  end
  if #manifests > 1 then
    local names = {}
    for _, m in ipairs(manifests) do names[#names + 1] = m.file end
    P.add({ file = manifests[2].file, message = "more than one valid metadata file (" .. table.concat(names, ", ") .. "): Steamodded sees duplicate mods" })
  end
  return manifests[1], files
end

return M
