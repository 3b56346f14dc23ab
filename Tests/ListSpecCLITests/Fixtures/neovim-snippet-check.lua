-- Run by NeovimTests: Docs/Editors.md's Neovim 0.7 snippet, extracted as it stands, is sourced
-- (`listspec` found on PATH); then a spec is opened: the server attaches, `K` shows a hover and
-- `omnifunc` completes; then a docker-compose.yml is opened: nothing attaches. What happened is
-- written, one fact a line, to a file.
local snippet, spec, other, out = _G.listspec_snippet, _G.listspec_spec, _G.listspec_other, _G.listspec_out
local lines = {}
-- Written as it goes, so a step that hangs leaves the facts before it.
local function say(text) table.insert(lines, text); vim.fn.writefile(lines, out) end
vim.cmd("luafile " .. vim.fn.fnameescape(snippet))

local function clients(buf)
  local n = 0
  for _ in pairs(vim.lsp.buf_get_clients(buf)) do n = n + 1 end
  return n
end

vim.cmd("edit " .. vim.fn.fnameescape(spec))
local buf = vim.api.nvim_get_current_buf()
-- Attached, and the server's answer to initialize in.
vim.wait(20000, function()
  local _, client = next(vim.lsp.buf_get_clients(buf))
  return client ~= nil and client.server_capabilities ~= nil
end, 50)
say("spec attached: " .. tostring(clients(buf) > 0))
say("omnifunc: " .. vim.bo[buf].omnifunc)

-- K on the first cell's cellType value: a floating window with the hover.
vim.api.nvim_win_set_cursor(0, { _G.listspec_hover_line, _G.listspec_hover_column })
vim.api.nvim_feedkeys("K", "x", false)
local hover
vim.wait(20000, function()
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= "" then
      hover = table.concat(vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false), " ")
      return true
    end
  end
  return false
end, 50)
say("hover: " .. tostring(hover))
for _, win in ipairs(vim.api.nvim_list_wins()) do
  if vim.api.nvim_win_get_config(win).relative ~= "" then vim.api.nvim_win_close(win, true) end
end

-- omnifunc after `cellType: ` on the line asked for: the items it hands to complete().
local items
local complete = vim.fn.complete
vim.fn.complete = function(column, found) items = found; return 0 end
vim.api.nvim_win_set_cursor(0, { _G.listspec_complete_line, 0 })
-- `x!` stays in Insert mode (the omnifunc answers there only) until a timer leaves it, once the
-- items are in or after 20 s.
local started = vim.loop.now()
local timer = vim.loop.new_timer()
timer:start(50, 50, vim.schedule_wrap(function()
  if items ~= nil or vim.loop.now() - started > 20000 then
    timer:stop()
    vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes("<Esc>", true, false, true), "n", false)
  end
end))
vim.api.nvim_feedkeys("A\24\15", "x!", false)
vim.fn.complete = complete
local words = {}
for _, item in ipairs(items or {}) do table.insert(words, type(item) == "table" and item.word or item) end
table.sort(words)
say("completion: " .. table.concat(words, ","))

vim.cmd("edit " .. vim.fn.fnameescape(other))
local compose = vim.api.nvim_get_current_buf()
vim.wait(1000, function() return clients(compose) > 0 end, 50)
say("docker-compose attached: " .. tostring(clients(compose) > 0))
vim.fn.writefile(lines, out)
vim.lsp.stop_client(vim.lsp.get_active_clients())
vim.cmd("qa!")
