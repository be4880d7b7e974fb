-- Seeded pseudorandom numbers. The game derives a per-key stream from the run seed; the harness
-- does the same with its own generator, so every run of the harness rolls the same numbers.
-- `R.force` overrides probability rolls: true makes every chance succeed, false makes all fail.
local P = require("problems")

local R = {}

R.force = nil
-- Rolls made by mod code (probability helpers, or pseudorandom called from a mod file).
R.rolls = 0

local MOD = 2147483647 -- 2^31 - 1 (Park-Miller); products stay exact in doubles

local function hash(text)
  local h = 5381
  for i = 1, #text do
    h = (h * 33 + text:byte(i)) % MOD
  end
  if h == 0 then h = 1 end
  return h
end

local function step(state)
  return (state * 16807) % MOD
end

function R.install()
  function pseudohash(text)
    return hash(tostring(text)) / MOD
  end

  -- Advances the stream of `key` and returns a number in [0, 1).
  function pseudoseed(key, _predict_seed)
    local streams = G and G.GAME and G.GAME.pseudorandom
    if not streams then streams = R.fallback_streams end
    key = tostring(key)
    local state = streams[key]
    if type(state) ~= "number" or state < 1 then
      state = hash(key .. tostring(streams.seed or ""))
    end
    state = step(state)
    streams[key] = state
    return (state - 1) / (MOD - 1)
  end

  function pseudorandom(seed, min, max)
    local caller = debug.getinfo(2, "S")
    if caller and P.is_mod_source(caller.source) then R.rolls = R.rolls + 1 end
    if type(seed) == "string" then seed = pseudoseed(seed) end
    if type(seed) ~= "number" then seed = pseudoseed(tostring(seed)) end
    local unit = seed % 1
    if min and max then
      if type(min) ~= "number" or type(max) ~= "number" then
        error("bad argument to 'random' (number expected)", 2)
      end
      if max < min then error("bad argument #2 to 'random' (interval is empty)", 2) end
      return math.floor(min + unit * (math.floor(max) - math.floor(min) + 1))
    end
    return unit
  end

  local function sorted_keys(list)
    local keys = {}
    for k, v in pairs(list) do
      keys[#keys + 1] = { k = k, v = v }
    end
    table.sort(keys, function(a, b)
      local sa = type(a.v) == "table" and a.v.sort_id
      local sb = type(b.v) == "table" and b.v.sort_id
      if sa and sb then return sa < sb end
      return tostring(a.k) < tostring(b.k)
    end)
    return keys
  end

  function pseudorandom_element(list, seed, args)
    if type(list) ~= "table" then error("bad argument #1 to 'pairs' (table expected, got " .. type(list) .. ")", 2) end
    local keys = sorted_keys(list)
    if args and args.in_pool then
      local filtered = {}
      for _, e in ipairs(keys) do if args.in_pool(e.v, args) then filtered[#filtered + 1] = e end end
      keys = filtered
    end
    if #keys == 0 then return nil, nil end
    local pick = keys[pseudorandom(seed or pseudoseed("element"), 1, #keys)]
    return pick.v, pick.k
  end

  function pseudoshuffle(list, seed)
    if type(seed) == "string" then seed = pseudoseed(seed) end
    local state = math.floor((seed or 0.5) * (MOD - 2)) + 1
    for i = #list, 2, -1 do
      state = step(state)
      local j = state % i + 1
      list[i], list[j] = list[j], list[i]
    end
  end
end

R.fallback_streams = { seed = "HARNESS" }

return R
