-- Run by NeovimTests: a headless Neovim (0.7 API: start_client, buf_attach_client) opens a spec
-- with `listspec lsp`, waits for its diagnostics and writes them, one a line, to a file.
local binary, file, out = _G.listspec_binary, _G.listspec_file, _G.listspec_out
local client_id = vim.lsp.start_client({
  name = "listspec",
  cmd = { binary, "lsp" },
  root_dir = vim.fn.fnamemodify(file, ":h"),
})
vim.cmd("edit " .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buf, client_id)
local ok = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
local lines = {}
for _, d in ipairs(vim.diagnostic.get(buf)) do
  table.insert(lines, string.format("%d:%d-%d %d %s %s", d.lnum, d.col, d.end_col or -1, d.severity, tostring(d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)), d.message))
end
table.sort(lines)
if not ok then table.insert(lines, "TIMEOUT") end
vim.fn.writefile(lines, out)
vim.lsp.stop_client(client_id)
vim.cmd("qa!")
