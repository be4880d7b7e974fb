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

-- Runs queued events until every queue is empty. Returns the number of events run.
function Ev.flush()
  local manager = G and G.E_MANAGER
  if not manager then return 0 end
  local ran = 0
  while true do
    local event, queue
    for _, name in ipairs({ "base", "other", "unlock", "tutorial", "achievement" }) do
      local q = manager.queues[name]
      if q and q[1] then event, queue = q[1], q; break end
    end
    if not event then
      for _, q in pairs(manager.queues) do
        if q[1] then event, queue = q[1], q; break end
      end
    end
    if not event then return ran end
    table.remove(queue, 1)
    ran = ran + 1
    if ran > Ev.MAX_EVENTS then
      P.add({ item = event.created_by, file = event.created_file, line = event.created_line,
        message = "events keep adding events (over " .. Ev.MAX_EVENTS .. "): the game would never settle" })
      manager:clear_queue()
      return ran
    end
    local done = false
    for _ = 1, Ev.MAX_RERUNS do
      local ok, result = P.guard(event.created_by, "in event", run_event, event)
      if not ok then done = true; break end
      if result then done = true; break end
    end
    if not done then
      P.add({ item = event.created_by, file = event.created_file, line = event.created_line,
        message = "event func never returns true: the game re-runs it every frame (soft lock)" })
    end
  end
end

return Ev
