-- Event and EventManager. Events queue up exactly as in the game and run when the harness
-- flushes the queue (after each exercised call), in the item's name. A `func` that never returns
-- true re-runs every frame in the game (a soft lock); the harness reports it.
local P = require("problems")

local Ev = {}
Ev.MAX_RERUNS = 60
-- Events run in one flush before the harness calls it a loop. A big but finite mod settles well
-- under it: a group of jokers that each add an event for every card added, while others add
-- dozens of cards per hand, runs tens of thousands; a real loop reaches it in a second or two.
Ev.MAX_EVENTS = 200000

function Ev.install()
  Event = Object:extend()
  function Event:init(config)
    config = config or {}
    self.trigger = config.trigger or "immediate"
    self.blocking = config.blocking ~= false
    self.blockable = config.blockable ~= false
    self.delay = config.delay or 0
    -- For 'ease' events func transforms the eased value; otherwise it is the event's work.
    self.func = config.func or (self.trigger == "ease" and function(t) return t end or function() return true end)
    self.ref_table = config.ref_table
    self.ref_value = config.ref_value
    self.ease_to = config.ease_to
    self.stop_val = config.stop_val
    self.no_delete = config.no_delete
    self.pause_force = config.pause_force
    self.timer = config.timer
    self.complete = false
    self.created_by = P.current_item
    local file, line = P.mod_frame(2)
    self.created_file, self.created_line = file, line
  end

  EventManager = Object:extend()
  function EventManager:init()
    self.queues = { base = {}, other = {}, unlock = {}, tutorial = {}, achievement = {} }
    self.queue_timer = 0
  end

  function EventManager:add_event(event, queue, front)
    queue = queue or "base"
    if type(event) ~= "table" or getmetatable(event) ~= Event then
      P.crash("G.E_MANAGER:add_event expects an Event (got " .. type(event) .. "); wrap the table in Event({...})")
    end
    if type(event.func) ~= "function" then
      P.crash("Event func must be a function (got " .. type(event.func) .. ")")
    end
    self.queues[queue] = self.queues[queue] or {}
    if front then
      table.insert(self.queues[queue], 1, event)
    else
      table.insert(self.queues[queue], event)
    end
  end

  function EventManager:clear_queue(queue, _exception)
    if queue then
      self.queues[queue] = {}
    else
      for k in pairs(self.queues) do self.queues[k] = {} end
    end
  end

  function EventManager:update() Ev.flush() end
end

local function run_event(event)
  if event.trigger == "ease" and event.ref_table and event.ref_value then
    local value = event.func(event.ease_to)
    if value == nil then value = event.ease_to end
    event.ref_table[event.ref_value] = value
    return true
  end
  if event.trigger == "condition" and event.ref_table then
    if event.ref_table[event.ref_value] == event.stop_val then return true end
  end
  return event.func()
end

-- Runs queued events until every queue is empty, frame by frame as the game's EventManager does:
-- in each queue, an event that is not complete stays and, if it is blocking, holds back the
-- blockable events after it until a later frame; a non-blocking one lets them run (so an event
-- may wait for a state that a later event sets). Delays are not waited for. Returns the number
-- of events run.
local QUEUE_ORDER = { "base", "other", "unlock", "tutorial", "achievement" }

local function queue_names(manager)
  local names, seen = {}, {}
  for _, name in ipairs(QUEUE_ORDER) do names[#names + 1] = name; seen[name] = true end
  local extra = {}
  for name in pairs(manager.queues) do if not seen[name] then extra[#extra + 1] = tostring(name) end end
  table.sort(extra)
  for _, name in ipairs(extra) do names[#names + 1] = name end
  return names
end

function Ev.flush()
  local manager = G and G.E_MANAGER
  if not manager then return 0 end
  local ran = 0
  local frames = setmetatable({}, { __mode = "k" })
  while true do
    local any = false
    for _, name in ipairs(queue_names(manager)) do
      local q = manager.queues[name]
      local blocked = false
      local i = 1
      while q and i <= #q do
        local event = q[i]
        if blocked and event.blockable then
          i = i + 1
        else
          any = true
          table.remove(q, i)
          ran = ran + 1
          if ran > Ev.MAX_EVENTS then
            P.add({ item = event.created_by, file = event.created_file, line = event.created_line,
              message = "events keep adding events (over " .. Ev.MAX_EVENTS .. "): the game would never settle" })
            manager:clear_queue()
            return ran
          end
          local ok, result = P.guard(event.created_by, "in event", run_event, event)
          if ok and not result then
            frames[event] = (frames[event] or 0) + 1
            if frames[event] >= Ev.MAX_RERUNS then
              P.add({ item = event.created_by, file = event.created_file, line = event.created_line,
                message = "event func never returns true: the game re-runs it every frame (soft lock)" })
            else
              -- not complete: it stays where it was for the next frame
              if manager.queues[name] == q then table.insert(q, i, event); i = i + 1 end
              if event.blocking then blocked = true end
            end
          end
          -- the event cleared the queue: what was left in it no longer runs
          if manager.queues[name] ~= q then break end
        end
      end
    end
    if not any then return ran end
  end
end

return Ev
