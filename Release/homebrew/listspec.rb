# The Homebrew formula of the tap listspec/homebrew-tap (its Formula/listspec.rb): installs the
# macOS universal archive of a release, nothing built. For each release, `url` and `sha256` take
# the new version and the archive's line of SHA256SUMS (Docs/Release.md).
class Listspec < Formula
  desc "Check, draw, diff and convert declarative UITableView specs"
  homepage "https://github.com/listspec/listspec"
  url "https://github.com/listspec/listspec/releases/download/v0.1.0/listspec-0.1.0-universal-apple-macosx.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"

  depends_on macos: :ventura

  def install
    # `listspec preview` runs listspec-preview from the folder listspec is in.
    bin.install "bin/listspec", "bin/listspec-preview"
    bash_completion.install "completions/listspec.bash" => "listspec"
    zsh_completion.install "completions/_listspec"
    fish_completion.install "completions/listspec.fish"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/listspec --version")
    (testpath/"menu.yaml").write <<~YAML
      tables:
        menu:
          sections:
            - sectionID: 0
              cells:
                - {cellID: 0, cellType: MenuCell, viewModel: Hello}
    YAML
    system bin/"listspec", "lint", testpath/"menu.yaml"
  end
end
