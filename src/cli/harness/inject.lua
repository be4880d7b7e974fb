-- Injection: after the main file ran, Steamodded loads atlases, sounds and shaders, pushes the
-- objects into the game tables and builds localization. Everything here is checked the way it
-- fails in the game (a crash at startup, a crash when the card is shown, or silently missing).
local P = require("problems")
local PNG = require("png")
local S = require("smods")
local L = require("localization")
local helpers = require("helpers")

local I = {}

local function where(record) return record.file, record.line end

local function report(record, message, item)
  local file, line = where(record)
  P.add({ file = file, line = line, item = item or (record.obj and record.obj.key), message = message })
end

local function records_of(class_name)
  local out = {}
  for _, r in ipairs(S.objects) do
    local cls = r.class
    while cls do
      if cls.class_name == class_name then out[#out + 1] = r; break end
      cls = cls.super
    end
  end
  return out
end
I.records_of = records_of

local function lang_path(path)
  if type(path) == "table" then return path["en-us"] or path.default or path[G.SETTINGS.language] end
  return path
end

local function is_colour(v) return type(v) == "table" and type(v[1]) == "number" end

local function inject_atlases(mod)
  for _, r in ipairs(records_of("Atlas")) do
    local a = r.obj
    local path = lang_path(a.path)
    local table_name = a.atlas_table or "ASSET_ATLAS"
    if table_name ~= "ASSET_ATLAS" and table_name ~= "ANIMATION_ATLAS" and table_name ~= "ASSET_IMAGES" and table_name ~= "STATE_ATLAS" then
      report(r, "atlas_table '" .. tostring(table_name) .. "' is not one of ASSET_ATLAS, ANIMATION_ATLAS, ASSET_IMAGES, STATE_ATLAS (crash at injection)")
      table_name = "ASSET_ATLAS"
    end
    if type(a.px) ~= "number" or type(a.py) ~= "number" or a.px <= 0 or a.py <= 0 then
      report(r, "px and py must be positive numbers (the 1x cell size), got " .. tostring(a.px) .. " x " .. tostring(a.py))
    end
    local entry = { name = a.key, px = a.px, py = a.py, frames = a.frames, mod_atlas = true, atlas_table = table_name }
    if type(path) ~= "string" then
      report(r, "path must be a file name under assets/1x and assets/2x (got " .. type(path) .. ")")
    else
      local w1, h1 = PNG.size(mod.path .. "assets/1x/" .. path)
      local w2, h2 = PNG.size(mod.path .. "assets/2x/" .. path)
      if not w1 and h1 ~= "missing" then
        report(r, "assets/1x/" .. path .. " is " .. h1 .. ": Failed to collect file data for Atlas " .. a.key .. " (crash at startup)")
      end
      if not w2 and h2 ~= "missing" then
        report(r, "assets/2x/" .. path .. " is " .. h2 .. ": Failed to collect file data for Atlas " .. a.key .. " (crash at startup)")
      end
      if h1 == "missing" and h2 == "missing" then
        report(r, "atlas image " .. path .. " is missing in both assets/1x and assets/2x: Failed to collect file data for Atlas " .. a.key .. " (crash at startup)")
      end
      if w1 and w2 and (w2 ~= 2 * w1 or h2 ~= 2 * h1) then
        report(r, "assets/2x/" .. path .. " is " .. w2 .. "x" .. h2 .. " but must be exactly double assets/1x/" .. path .. " (" .. w1 .. "x" .. h1 .. "): sprites are cut wrong at one of the scales")
      end
      if w1 then entry.width, entry.height = w1, h1
      elseif w2 then entry.width, entry.height = w2 / 2, h2 / 2 end
    end
    G[table_name] = G[table_name] or {}
    G[table_name][a.key] = entry
  end
end

local function file_exists(path)
  local f = io.open(path, "rb")
  if not f then return false end
  f:close()
  return true
end

local function read_head(path, n)
  local f = io.open(path, "rb")
  if not f then return nil end
  local s = f:read(n)
  f:close()
  return s or ""
end

local SOUND_MAGIC = { ogg = "OggS", wav = "RIFF" }

local function inject_sounds(mod)
  for _, r in ipairs(records_of("Sound")) do
    local s = r.obj
    local path = lang_path(s.path)
    if type(path) ~= "string" then
      report(r, "path must be a file name under assets/sounds (got " .. type(path) .. ")")
    else
      local full = mod.path .. "assets/sounds/" .. path
      if not file_exists(full) then
        report(r, "sound file assets/sounds/" .. path .. " is missing (crash when Steamodded loads sounds)")
      else
        local ext = path:match("%.([%w]+)$")
        ext = ext and ext:lower()
        if ext ~= "ogg" and ext ~= "wav" and ext ~= "mp3" then
          report(r, "sound file " .. path .. " must be .ogg, .wav or .mp3 (LÖVE cannot decode it)")
        elseif SOUND_MAGIC[ext] and read_head(full, 4) ~= SOUND_MAGIC[ext] then
          report(r, "assets/sounds/" .. path .. " is not a valid ." .. ext .. " file (LÖVE fails to decode it: crash)")
        end
      end
    end
    local replace = s.replace
    if replace ~= nil then
      local key = type(replace) == "table" and replace.key or replace
      if type(key) ~= "string" or not helpers.vanilla_sounds[key] then
        report(r, "replace '" .. tostring(key) .. "' is not a game sound: nothing is replaced")
      end
    end
  end
end

I.SHADER_UNIFORMS = { "dissolve", "time", "texture_details", "image_details", "shadow", "burn_colour_1",
  "burn_colour_2", "mouse_screen_pos", "hovering", "screen_scale" }

local function strip_comments(src)
  src = src:gsub("/%*.-%*/", " ")
  src = src:gsub("//[^\n]*", " ")
  return src
end

local function inject_shaders(mod)
  for _, r in ipairs(records_of("Shader")) do
    local s = r.obj
    local path = lang_path(s.path)
    if type(path) ~= "string" then
      report(r, "path must be a file name under assets/shaders (got " .. type(path) .. ")")
    else
      local f = io.open(mod.path .. "assets/shaders/" .. path, "rb")
      if not f then
        report(r, "shader file assets/shaders/" .. path .. " is missing (crash at injection)")
      else
        local src = strip_comments(f:read("*a"))
        f:close()
        local names = { tostring(s.original_key) }
        for _, u in ipairs(I.SHADER_UNIFORMS) do names[#names + 1] = u end
        for _, name in ipairs(names) do
          local declared = false
          for decl in src:gmatch("[^;{}]*;") do
            if (decl:find("%f[%w_]extern%f[^%w_]") or decl:find("%f[%w_]uniform%f[^%w_]")) and decl:find("%f[%w_]" .. name .. "%f[^%w_]") then
              declared = true
            end
          end
          local uses = 0
          for _ in src:gmatch("%f[%w_]" .. name .. "%f[^%w_]") do uses = uses + 1 end
          if not declared then
            report(r, "assets/shaders/" .. path .. " does not declare 'extern ... " .. name .. ";' (LÖVE errors when the game sends it)")
          elseif uses < 2 then
            report(r, "assets/shaders/" .. path .. " declares '" .. name .. "' but never uses it (the GLSL compiler drops it and LÖVE errors when the game sends it)")
          end
        end
      end
      G.SHADERS[s.key] = { send = function() end }
    end
  end
end

local VANILLA_RARITY = { Common = 1, Uncommon = 2, Rare = 3, Legendary = 4 }

local function check_pools_field(r, obj)
  local pools = rawget(obj, "pools")
  if pools == nil then return end
  if type(pools) ~= "table" then report(r, "pools must be a map { ['Type'] = true } (got " .. type(pools) .. ")"); return end
  if pools[1] ~= nil then
    report(r, "pools is a list; it must be a map { ['Type'] = true }: Steamodded ignores it and the object joins no pool")
    return
  end
  for k in pairs(pools) do
    if not SMODS.ObjectTypes[k] and not SMODS.ConsumableTypes[k] then
      report(r, "pools names '" .. tostring(k) .. "', which is not an SMODS.ObjectType (ObjectType keys are not prefixed automatically)")
    end
  end
end

local function atlas_of(obj, field)
  local key = obj[field]
  if key == nil then return nil, nil end
  return key, G.ASSET_ATLAS[key] or G.ANIMATION_ATLAS[key] or G.ASSET_IMAGES[key]
end

local function check_pos(r, obj, pos_field, atlas_field)
  local pos = obj[pos_field]
  if pos == nil then return end
  if type(pos) ~= "table" or type(pos.x) ~= "number" or type(pos.y) ~= "number" then
    report(r, pos_field .. " must be { x = <column>, y = <row> } (got " .. (type(pos) == "table" and "a table without numeric x/y" or type(pos)) .. "): the sprite cannot be cut")
    return
  end
  local key, atlas = atlas_of(obj, atlas_field)
  if not atlas or not atlas.mod_atlas or not atlas.width or type(atlas.px) ~= "number" or type(atlas.py) ~= "number" then return end
  local columns = math.floor(atlas.width / atlas.px)
  local rows = math.floor(atlas.height / atlas.py)
  local x_ok = pos.x >= 0 and pos.x < columns and pos.x == math.floor(pos.x)
  if atlas.atlas_table == "ANIMATION_ATLAS" then x_ok = true end
  if not x_ok or pos.y < 0 or pos.y >= rows or pos.y ~= math.floor(pos.y) then
    report(r, pos_field .. " {x=" .. pos.x .. ", y=" .. pos.y .. "} is outside atlas '" .. key .. "' (" .. atlas.width .. "x" .. atlas.height
      .. " at 1x = " .. columns .. " columns x " .. rows .. " rows of " .. atlas.px .. "x" .. atlas.py .. "): the card draws an empty cell")
  end
end

local function check_atlas(r, obj, field, fallback_ok)
  local key, atlas = atlas_of(obj, field)
  if key == nil then return end
  if type(key) ~= "string" then report(r, field .. " must be an atlas key string"); return end
  if not atlas then
    if fallback_ok then
      report(r, field .. " '" .. key .. "' is not a declared SMODS.Atlas: the art falls back to the game's sheet")
    else
      report(r, field .. " '" .. key .. "' is not a declared SMODS.Atlas (keys get the mod prefix; vanilla sheets need prefix_config = { atlas = false }): SMODS.create_sprite called with invalid atlas key, crash when the card is shown")
    end
  end
end

local function check_art(r, obj, seal_like)
  check_atlas(r, obj, "atlas", seal_like)
  check_pos(r, obj, "pos", "atlas")
  if obj.soul_pos ~= nil then
    local soul_field = rawget(obj, "soul_atlas") and "soul_atlas" or "atlas"
    if soul_field == "soul_atlas" then check_atlas(r, obj, "soul_atlas") end
    check_pos(r, obj, "soul_pos", soul_field)
  end
end

local function add_to_pool(set, obj)
  G.P_CENTER_POOLS[set] = G.P_CENTER_POOLS[set] or {}
  table.insert(G.P_CENTER_POOLS[set], obj)
end

local function inject_types()
  for _, r in ipairs(records_of("Rarity")) do
    local o = r.obj
    if o.badge_colour ~= nil and not is_colour(o.badge_colour) then report(r, "badge_colour must be a colour table like HEX('ff00aa')") end
    check_pools_field(r, o)
    G.ARGS.LOC_COLOURS[o.key:lower()] = o.badge_colour or G.C.WHITE
    G.C.RARITY[o.key] = o.badge_colour or G.C.WHITE
    G.P_JOKER_RARITY_POOLS[o.key] = {}
  end
  for _, r in ipairs(records_of("ConsumableType")) do
    local o = r.obj
    if not is_colour(o.primary_colour) then report(r, "primary_colour must be a colour table like HEX('ff00aa') (crash when drawn)") end
    if not is_colour(o.secondary_colour) then report(r, "secondary_colour must be a colour table like HEX('ff00aa') (crash when drawn)") end
    if o.shop_rate ~= nil and type(o.shop_rate) ~= "number" then report(r, "shop_rate must be a number") end
    SMODS.ObjectTypes[o.key] = o
    G.P_CENTER_POOLS[o.key] = G.P_CENTER_POOLS[o.key] or {}
    G.localization.descriptions[o.key] = G.localization.descriptions[o.key] or {}
    G.ARGS.LOC_COLOURS[o.key:lower()] = o.secondary_colour
    G.C.SECONDARY_SET[o.key] = o.secondary_colour
    G.C.SET[o.key] = o.primary_colour
  end
  for _, r in ipairs(records_of("ObjectType")) do
    G.P_CENTER_POOLS[r.obj.key] = G.P_CENTER_POOLS[r.obj.key] or {}
  end
end

local function check_rarity(r, o)
  local rarity = o.rarity
  local ok = (type(rarity) == "number" and rarity >= 1 and rarity <= 4 and rarity == math.floor(rarity))
    or (type(rarity) == "string" and (VANILLA_RARITY[rarity] or SMODS.Rarities[rarity]))
  if not ok then
    report(r, 'Joker "' .. o.key .. '" has an invalid rarity "' .. tostring(rarity) .. '" (use 1-4, a vanilla name, or the full key <prefix>_<key> of an SMODS.Rarity): crash at injection')
  end
end

local function inject_centers()
  for _, r in ipairs(records_of("Center")) do
    local o = r.obj
    if not r.owned then
      G.P_CENTERS[o.key] = o
      local set = o.set
      if r.class.class_name == "Joker" then
        check_rarity(r, o)
        add_to_pool("Joker", o)
        local rp = G.P_JOKER_RARITY_POOLS[VANILLA_RARITY[o.rarity] or o.rarity]
        if rp then table.insert(rp, o) end
      elseif o.consumeable then
        if type(set) ~= "string" or not SMODS.ConsumableTypes[set] then
          report(r, 'set "' .. tostring(set) .. '" is not Tarot, Planet, Spectral or an SMODS.ConsumableType key (case sensitive, not prefixed automatically): Attempted to insert object "' .. o.key .. '" into an empty pool, crash at injection')
        else
          add_to_pool(set, o)
          add_to_pool("Consumeables", o)
        end
      else
        add_to_pool(set, o)
      end
      if r.class.class_name == "Edition" then
        local shader = o.shader
        if shader ~= false and shader ~= nil then
          if type(shader) ~= "string" or not (SMODS.Shaders[shader] or G.SHADERS[shader]) then
            report(r, "shader '" .. tostring(shader) .. "' is not a declared SMODS.Shader (shader keys get the mod prefix; vanilla shaders need prefix_config = { shader = false }): crash when drawn")
          end
        end
      end
      if r.class.class_name == "Booster" then
        local cfg = o.config
        if type(cfg) ~= "table" or type(cfg.extra) ~= "number" or type(cfg.choose) ~= "number" then
          report(r, "config must be { extra = <cards in pack>, choose = <picks> } with numbers: opening the pack crashes")
        end
      end
      if r.class.class_name == "Voucher" and o.requires ~= nil then
        if type(o.requires) ~= "table" then
          report(r, "requires must be a list of voucher keys (got " .. type(o.requires) .. "): crash when the shop rolls vouchers")
        else
          for _, req in pairs(o.requires) do
            local target = type(req) == "string" and (G.P_CENTERS[req] or SMODS.Centers[req]) or nil
            local ok = target and target.set == "Voucher"
            if not ok then
              report(r, "requires '" .. tostring(req) .. "', which is not a voucher key (full key v_<prefix>_<key>): the voucher never becomes available")
            end
          end
        end
      end
      check_pools_field(r, o)
    end
  end
  -- Pools named by centers, after every ObjectType exists.
  for _, r in ipairs(records_of("Center")) do
    local pools = rawget(r.obj, "pools")
    if type(pools) == "table" and pools[1] == nil then
      for k in pairs(pools) do
        if SMODS.ObjectTypes[k] then add_to_pool(k, r.obj) end
      end
    end
  end
  for _, r in ipairs(records_of("Seal")) do
    if not r.owned then
      G.P_SEALS[r.obj.key] = r.obj
      table.insert(G.P_CENTER_POOLS.Seal, r.obj)
    end
  end
  for _, r in ipairs(records_of("Tag")) do if not r.owned then G.P_TAGS[r.obj.key] = r.obj end end
  for _, r in ipairs(records_of("Blind")) do if not r.owned then G.P_BLINDS[r.obj.key] = r.obj end end
end

local function check_references()
  for _, r in ipairs(S.objects) do
    local name = r.class.class_name
    local o = r.obj
    if not r.owned then
      if r.class.set == "Seal" or name == "Seal" then
        check_art(r, o, true)
      elseif o.set and (SMODS.Centers[o.key] == o) then
        check_art(r, o, false)
      elseif name == "Tag" or name == "Blind" or name == "Sticker" then
        check_art(r, o, false)
      elseif name == "UndiscoveredSprite" then
        if not SMODS.ConsumableTypes[o.key] and o.key ~= "Joker" and o.key ~= "Edition" then
          report(r, "UndiscoveredSprite key '" .. tostring(o.key) .. "' is not a ConsumableType key: the sprite is never used")
        end
        check_art(r, o, false)
      end
    end
  end
  -- Seals and editions play their `sound` when applied: it must be a game sound or a full mod key.
  for _, r in ipairs(S.objects) do
    local sound = rawget(r.obj, "sound")
    if sound ~= nil and (r.class.class_name == "Seal" or r.class.class_name == "Edition") then
      local code = type(sound) == "table" and sound.sound or nil
      if type(code) ~= "string" then
        report(r, "sound must be { sound = '<key>', per = <pitch>, vol = <volume> }")
      elseif not helpers.sound_exists(code) then
        report(r, "sound '" .. code .. "' is not a game sound or a declared SMODS.Sound (full key '<prefix>_<key>'): crash when applied")
      end
    end
  end
  for _, r in ipairs(records_of("ObjectType")) do
    local o = r.obj
    if o.cards ~= nil then
      if type(o.cards) ~= "table" or o.cards[1] ~= nil then
        report(r, "cards must be a map { ['j_<prefix>_key'] = true }")
      else
        for k in pairs(o.cards) do
          if not G.P_CENTERS[k] then
            report(r, "cards names '" .. tostring(k) .. "', which is not a card key (use the full key): it is never in the pool")
          else
            add_to_pool(o.key, G.P_CENTERS[k])
          end
        end
      end
    end
    if o.default ~= nil and not G.P_CENTERS[o.default] then
      report(r, "default '" .. tostring(o.default) .. "' is not a card key: an empty pool has nothing to fall back to")
    end
  end
  for _, r in ipairs(records_of("ConsumableType")) do
    local o = r.obj
    if o.default ~= nil and not G.P_CENTERS[o.default] then
      report(r, "default '" .. tostring(o.default) .. "' is not a card key: an empty pool has nothing to fall back to")
    end
    if type(o.cards) == "table" then
      for k in pairs(o.cards) do
        if not G.P_CENTERS[k] then report(r, "cards names '" .. tostring(k) .. "', which is not a card key") end
      end
    end
  end
end

-- Where each object keeps its text (smods.md 4.2) and its loc_txt processing.
local function loc_targets(r)
  local o = r.obj
  local d, misc = G.localization.descriptions, G.localization.misc
  local name = r.class.class_name
  local key = o.key
  local t = {}
  local function desc(set, k) t[#t + 1] = { kind = "description", set = set, key = k } end
  local function str(group, k, what) t[#t + 1] = { kind = "string", group = group, key = k, what = what } end
  if name == "Joker" then desc("Joker", key)
  elseif o.consumeable and o.set then desc(o.set, key)
  elseif name == "Voucher" then desc("Voucher", key)
  elseif name == "Back" then desc("Back", key)
  elseif name == "Enhancement" then desc("Enhanced", key)
  elseif name == "Edition" then desc("Edition", key); str("labels", key:sub(3), "label")
  elseif name == "Booster" then
    desc("Other", key)
    str("dictionary", o.group_key or ("k_booster_group_" .. key), "group_name")
  elseif name == "Seal" then
    local k = (key .. "_seal"):lower()
    desc("Other", k); str("labels", k, "label")
  elseif name == "Rarity" then str("dictionary", "k_" .. key:lower(), "name")
  elseif name == "ConsumableType" then
    str("dictionary", "k_" .. key:lower(), "name")
    str("dictionary", "b_" .. key:lower() .. "_cards", "collection")
  elseif name == "Tag" then desc("Tag", key)
  elseif name == "Blind" then desc("Blind", key)
  elseif name == "Sticker" then desc("Other", key); str("labels", key, "label")
  end
  return t, d, misc
end

local function process_loc_txt(r)
  local o = r.obj
  if r.owned or rawget(o, "loc_txt") == nil then return end
  local loc_txt = o.loc_txt
  local targets, d, misc = loc_targets(r)
  local name = r.class.class_name
  for _, t in ipairs(targets) do
    if t.kind == "description" then
      if d[t.set] then L.process_loc_text(d[t.set], t.key, loc_txt) end
    else
      local field = t.what
      if name == "Rarity" or (name == "ConsumableType" and field == "name") then field = "name" end
      L.process_loc_text(misc[t.group], t.key, loc_txt, field)
      if name == "Rarity" then L.process_loc_text(misc.labels, t.key, loc_txt, "name") end
    end
  end
  if name == "ConsumableType" then
    L.process_loc_text(d.Other, "undiscovered_" .. o.key:lower(), loc_txt, "undiscovered")
  end
end

local function check_loc(r)
  if r.owned then return end
  local o = r.obj
  local targets, d, misc = loc_targets(r)
  for _, t in ipairs(targets) do
    if t.kind == "description" then
      local e = type(d[t.set]) == "table" and d[t.set][t.key] or nil
      local path = "descriptions." .. t.set .. "." .. t.key
      if e == nil then
        report(r, "no text: " .. path .. " is missing from localization/en-us.lua and loc_txt (the name shows ERROR, the description is empty)")
      elseif type(e) == "table" then
        if e.name == nil then report(r, path .. " has no name (shows ERROR)") end
        if e.text == nil then report(r, path .. " has no text (the description is empty)") end
      end
    else
      local v = type(misc[t.group]) == "table" and misc[t.group][t.key] or nil
      if v == nil and not (t.group == "dictionary" and L.DICTIONARY[t.key]) then
        report(r, "no " .. t.what .. ": misc." .. t.group .. "." .. t.key .. " is missing (shows ERROR)")
      elseif v ~= nil and type(v) ~= "string" then
        report(r, "misc." .. t.group .. "." .. t.key .. " must be a string (got " .. type(v) .. ")")
      end
    end
  end
  if r.class.class_name == "ConsumableType" then
    local needs = false
    for _, c in ipairs(G.P_CENTER_POOLS[o.key] or {}) do
      if not c.discovered then needs = true end
    end
    local k = "undiscovered_" .. o.key:lower()
    if needs and not d.Other[k] then
      report(r, "no text for undiscovered cards: descriptions.Other." .. k .. " is missing and some cards of the set are not discovered (shows ERROR in the collection)")
    end
  end
end

function I.localization(mod)
  for _, r in ipairs(S.objects) do
    P.guard(r.obj.key, "loc_txt", process_loc_txt, r)
  end
  if type(mod.process_loc_text) == "function" then
    P.guard("mod:" .. mod.id, "process_loc_text", mod.process_loc_text)
  end
  if not L.load_mod_files(mod) then return false end
  local owners = {}
  for _, r in ipairs(S.objects) do
    local targets = loc_targets(r)
    for _, t in ipairs(targets) do
      if t.kind == "description" then owners[t.set .. "\0" .. t.key] = r end
    end
  end
  L.parse_all(function(set, key)
    local r = owners[tostring(set) .. "\0" .. tostring(key)]
    if r then
      local file = L.file_of(set, key)
      if file then return r.obj.key, file, nil end
      return r.obj.key, r.file, r.line
    end
    return nil, nil, nil
  end)
  for _, r in ipairs(S.objects) do check_loc(r) end
  return true
end

function I.run(mod)
  inject_atlases(mod)
  inject_sounds(mod)
  inject_shaders(mod)
  inject_types()
  inject_centers()
  helpers.forget_locked()
  check_references()
  for _, r in ipairs(records_of("Sticker")) do
    if type(r.obj.badge_colour) ~= "nil" and not is_colour(r.obj.badge_colour) then report(r, "badge_colour must be a colour table") end
  end
  for _, r in ipairs(S.objects) do
    local o = r.obj
    for _, field in ipairs({ "badge_colour", "badge_text_colour", "text_colour" }) do
      local v = rawget(o, field)
      if v ~= nil and not is_colour(v) and r.class.class_name ~= "Rarity" and r.class.class_name ~= "Sticker" then
        report(r, field .. " must be a colour table like HEX('ff00aa') or G.C.RED (got " .. type(v) .. "): crash when the badge is drawn")
      end
    end
  end
  return I.localization(mod)
end

return I
