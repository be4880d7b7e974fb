-- Reads a PNG's size from its IHDR chunk: what LÖVE would decode, without decoding pixels.
local PNG = {}

local SIGNATURE = "\137PNG\r\n\26\n"

local function be32(s, i)
  local a, b, c, d = s:byte(i, i + 3)
  return ((a * 256 + b) * 256 + c) * 256 + d
end

-- Returns width, height or nil, reason.
function PNG.size(path)
  local file = io.open(path, "rb")
  if not file then return nil, "missing" end
  local head = file:read(24)
  file:close()
  if not head or #head < 24 or head:sub(1, 8) ~= SIGNATURE then return nil, "not a PNG image" end
  if head:sub(13, 16) ~= "IHDR" then return nil, "PNG without an IHDR chunk" end
  local width, height = be32(head, 17), be32(head, 21)
  if width == 0 or height == 0 then return nil, "PNG of size 0" end
  return width, height
end

return PNG
