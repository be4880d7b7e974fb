-- Boots the stand-in game and Steamodded, and checks one mod folder end to end:
-- manifest -> main file (and the files it loads) -> injection -> exercising every object.
local P = require("problems")
local classes = require("classes")
local Ev = require("events")
local R = require("random")
local cards = require("cards")
local Game = require("game")
local S = require("smods")
local helpers = require("helpers")
local L = require("localization")
local Poker = require("poker")
local Calc = require("calc")
local Manifest = require("manifest")
local Inject = require("inject")
local Exercise = require("exercise")
local Strict = require("strict")
local Coverage = require("coverage")
local B = require("budget")
local Talisman = require("talisman")

local H = {}
H.P, H.Game, H.Calc, H.Poker, H.S, H.L, H.R, H.Ev, H.Exercise, H.helpers = P, Game, Calc, Poker, S, L, R, Ev, Exercise, helpers

local real_exit = os.exit

local function install_love()
  love = {
    filesystem = { getInfo = S.nativefs.getInfo, read = S.nativefs.read, getDirectoryItems = function() return {} end,
      getSaveDirectory = function() return "" end, createDirectory = function() return true end, write = function() return true end },
    graphics = { newImage = function() return { getWidth = function() return 1 end, getHeight = function() return 1 end } end,
      getWidth = function() return 1920 end, getHeight = function() return 1080 end, newShader = function() return { send = function() end } end },
    audio = {}, sound = {}, system = { getOS = function() return "Linux" end }, timer = { getTime = function() return 0 end },
    window = {}, mouse = {}, keyboard = {},
  }
  package.preload.nativefs = function() return S.nativefs end
  -- Mod output must not mix with the problem lines on stdout.
  print = function(...)
    local parts = {}
    for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
    io.stderr:write(table.concat(parts, "\t"), "\n")
  end
  os.exit = function() P.crash("os.exit called from mod code") end
  B.install_loaders()
end

-- A fresh game + Steamodded with no mod loaded. Safe to call repeatedly.
function H.boot()
  Strict.uninstall()
  Talisman.uninstall()
  P.reset()
  P.mod_files = {}
  S.objects = {}
  S.reported_errors = {}
  classes.install()
  Ev.install()
  R.install()
  cards.install()
  Game.install_objects()
  S.install()
  Game.boot()
  helpers.install()
  helpers.poker = Poker
  helpers.evaluate = function(hand)
    local text, poker_hands, scoring = Poker.info(hand)
    return text, text, poker_hands, scoring
  end
  L.build_vanilla()
  L.mod_prefix = nil
  L.mod_tables = {}
  install_love()
  hand_chips, mult = 0, 0
  Game.new_run()
  return H
end

local function read(path)
  local f = io.open(path, "rb")
  if not f then return nil end
  local s = f:read("*a")
  f:close()
  return s
end

-- Runs `fn` as the game would at load time (no pcall: an error is a crash) and reports it.
-- Each is one step of the mod-code limit (budget.lua).
local function crash_guard(label, fn, ...)
  local frame_file, frame_line
  B.step_used = 0
  local ok, err = xpcall(fn, function(e)
    if P.on_error then P.on_error(e) end
    frame_file, frame_line = P.mod_frame(2)
    return e
  end, ...)
  if not ok and B.is_hang(err) then
    B.report(err, nil, label)
    return false
  end
  if not ok then
    if type(err) == "string" then
      for reported in pairs(S.reported_errors) do
        if err:find(reported, 1, true) then return false end
      end
    end
    P.from_error(err, frame_file, frame_line, nil, label)
  end
  return ok
end

function H.load_mod(mod_dir)
  if mod_dir:sub(-1) ~= "/" then mod_dir = mod_dir .. "/" end
  local manifest = Manifest.scan(mod_dir)
  if not manifest then return nil end
  local mod = {}
  for k, v in pairs(manifest) do mod[k] = v end
  mod.path = mod_dir .. (manifest.dir or "")
  mod.config = {}
  mod.can_load = true
  mod.version = manifest.version or "0.0.0"
  SMODS.Mods[mod.id] = mod
  SMODS.Mods.Steamodded = { id = "Steamodded", version = SMODS.version, meta = true, can_load = true }
  SMODS.Mods.Lovely = { id = "Lovely", version = "0.9.0", meta = true, can_load = true }
  SMODS.Mods.Balatro = { id = "Balatro", version = "1.0.1o", meta = true, can_load = true }
  -- Talisman's keys work only when the mod depends on Talisman (then Talisman is installed)
  if Talisman.wanted(manifest) then
    Talisman.install()
    S.present_mods.Talisman = true
    SMODS.Mods.Talisman = { id = "Talisman", version = "2.0.0", can_load = true, path = "Mods/Talisman/" }
  else
    S.present_mods.Talisman = nil
  end
  L.mod_prefix = mod.prefix
  local config_source = read(mod.path .. (manifest.config_file or "config.lua"))
  if config_source then
    local chunk = B.load(config_source, "=" .. (manifest.config_file or "config.lua"))
    B.step_used = 0
    local ok, cfg = pcall(chunk or function() return {} end)
    if ok and type(cfg) == "table" then mod.config = cfg end
    if not ok and B.is_hang(cfg) then
      B.report(cfg, nil, "loading the config file")
      return nil
    end
  end
  local source = read(mod.path .. manifest.main_file)
  P.mod_files[manifest.main_file] = true
  P.mod_id = mod.id
  local chunk, err = B.load(source, P.chunkname(manifest.main_file))
  if not chunk then
    local f, l, msg = P.split_error(err)
    P.add({ file = f or manifest.main_file, line = l, message = "syntax error (crash at startup): " .. msg })
    return nil
  end
  Strict.install()
  SMODS.current_mod = mod
  -- Mods load at game start-up: no run exists yet (smods.md 7.1: reading G.GAME.* or a modded
  -- G.P_CENTERS entry at load time crashes).
  for _, field in ipairs({ "GAME", "jokers", "hand", "deck", "discard", "play", "consumeables", "vouchers",
    "playing_cards", "shop_jokers", "shop_vouchers", "shop_booster", "pack_cards" }) do
    G[field] = nil
  end
  local ok = crash_guard("crash while loading the mod", chunk)
  SMODS.current_mod = nil
  if not ok then return nil end
  return mod
end

-- Checks the mod in `mod_dir`; returns the list of problems.
function H.check(mod_dir)
  H.boot()
  local coverage = os.getenv("HARNESS_COVERAGE") == "1" and Coverage or nil
  if coverage then coverage.start(B) else B.install() end
  local ok, err = xpcall(function()
    local mod = H.load_mod(mod_dir)
    if not mod then return end
    Game.new_run()
    if not crash_guard("crash at injection", function() return Inject.run(mod) end) then return end
    for _, p in ipairs(P.list) do
      if p.message:find("crash at startup", 1, true) or p.message:find("crash at injection", 1, true) then return end
    end
    Exercise.run(mod)
  end, debug.traceback)
  B.uninstall()
  Strict.uninstall()
  if coverage then coverage.report(mod_dir:sub(-1) == "/" and mod_dir or (mod_dir .. "/")) end
  if not ok then
    P.add({ message = "harness error (a bug in the harness, not necessarily in the mod): " .. tostring(err) })
  end
  return P.list
end

H.exit = real_exit

return H
