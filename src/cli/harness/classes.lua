-- The game's tiny class system and the UI/graphics classes generated code may construct.
-- Drawing does nothing here; constructing and calling them must simply not crash.
local C = {}

function C.install()
  Object = {}
  Object.__index = Object
  function Object:init() end
  function Object:extend()
    local cls = {}
    for k, v in pairs(self) do
      if type(k) == "string" and k:find("__", 1, true) == 1 then cls[k] = v end
    end
    cls.__index = cls
    cls.super = self
    setmetatable(cls, self)
    return cls
  end
  function Object:is(T)
    local mt = getmetatable(self)
    while mt do
      if mt == T then return true end
      mt = getmetatable(mt)
    end
    return false
  end
  function Object:__call(...)
    local obj = setmetatable({}, self)
    obj:init(...)
    return obj
  end

  local function transform(x, y, w, h)
    return { x = x or 0, y = y or 0, w = w or 1, h = h or 1, r = 0, scale = 1 }
  end

  Node = Object:extend()
  function Node:init(args)
    args = args or {}
    self.T = transform(args.T and args.T.x, args.T and args.T.y, args.T and args.T.w, args.T and args.T.h)
    self.VT = transform(self.T.x, self.T.y, self.T.w, self.T.h)
    self.children = {}
    self.states = { visible = true, collide = { can = false, is = false }, focus = { can = false, is = false },
      hover = { can = true, is = false }, click = { can = true, is = false }, drag = { can = true, is = false },
      release_on = { can = false, is = false } }
  end
  function Node:remove() self.REMOVED = true end
  function Node:draw() end
  function Node:update() end
  function Node:hard_set_T(x, y, w, h)
    self.T.x, self.T.y, self.T.w, self.T.h = x or self.T.x, y or self.T.y, w or self.T.w, h or self.T.h
  end
  function Node:set_role() end
  function Node:juice_up() end
  function Node:align_to_major() end

  Moveable = Node:extend()
  function Moveable:init(x, y, w, h)
    Node.init(self, { T = { x = x, y = y, w = w, h = h } })
    self.role = { role_type = "Major" }
    self.alignment = { type = "cm", offset = { x = 0, y = 0 } }
  end
  function Moveable:set_alignment() end
  function Moveable:align() end

  Sprite = Moveable:extend()
  function Sprite:init(x, y, w, h, atlas, pos)
    Moveable.init(self, x, y, w, h)
    self.atlas = atlas
    self.sprite_pos = pos or { x = 0, y = 0 }
  end
  function Sprite:set_sprite_pos(pos) self.sprite_pos = pos end
  function Sprite:reset() end
  function Sprite:draw_shader() end
  function Sprite:define_draw_steps() end
  AnimatedSprite = Sprite:extend()

  UIBox = Moveable:extend()
  function UIBox:init(args)
    Moveable.init(self, 0, 0, 1, 1)
    self.definition = args and args.definition
    self.config = args and args.config or {}
  end
  function UIBox:get_UIE_by_ID() return nil end
  function UIBox:recalculate() end
  UIElement = Moveable:extend()

  DynaText = Moveable:extend()
  function DynaText:init(config)
    Moveable.init(self, 0, 0, 1, 1)
    self.config = config or {}
  end
  function DynaText:pulse() end
  function DynaText:pop_in() end
  function DynaText:pop_out() end
  function DynaText:update_text() end

  Particles = Moveable:extend()
  function Particles:init(x, y, w, h, config)
    Moveable.init(self, x, y, w, h)
    self.config = config or {}
  end
  function Particles:fade() end
  function Particles:set_role() end
end

return C
