#!/usr/bin/env bash
# The base image the Dockerfile's NODE_IMAGE names, made on this machine from Debian's packages (no image
# registry needed): a minimal Debian (`debootstrap --variant=minbase`, from the mirror and release apt is
# configured with here), Node from the project's `node` devDependency (node_modules/node) and npm from the npm
# registry (the same version as the npm running this script; its package is self-contained), a `node` user
# (uid/gid 1000) as in the official node images, imported with `podman import`.
#
#   bash scripts/image/base.sh        idempotent: does nothing when the image exists with the same cache key
#   BASE_IMAGE=…  FORCE=1             another name (default localhost/node:24-slim) / make it again
#
# The cache key (the image's label) is Node's and npm's version, the Debian release and this script's hash.
# Needs root (debootstrap, chroot) or sudo, podman, debootstrap and network access to the Debian mirror and the
# npm registry. The mirror is read from apt's configuration at run time and never written into the project.
set -euo pipefail
cd "$(dirname "$0")/../.."

BASE_IMAGE="${BASE_IMAGE:-localhost/node:24-slim}"
LABEL=customer-frontend.base-image.key
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi

node_bin="node_modules/node/bin/node"
[ -x "$node_bin" ] || { echo "No $node_bin: run npm install first" >&2; exit 1; }
node_version="$("$node_bin" -p 'process.versions.node')"
npm_version="$(npm --version)"

# The main release of the Debian archive apt is configured with (deb822 .sources or sources.list alike):
# Origin and Label "Debian", the release that is its own codename (not -updates, not -security).
read -r mirror suite < <(apt-get indextargets --format '$(REPO_URI) $(RELEASE) $(CODENAME) $(ORIGIN) $(LABEL)' \
  'Identifier: Packages' | awk '$4 == "Debian" && $5 == "Debian" && $2 == $3 { print $1, $2; exit }')
[ -n "${suite:-}" ] || { echo "apt is configured with no Debian release (apt-get indextargets)" >&2; exit 1; }

key="node $node_version, npm $npm_version, debian $suite, recipe $(sha256sum "$0" | cut -c1-12)"
if [ -z "${FORCE:-}" ] && podman image exists "$BASE_IMAGE" &&
  [ "$(podman image inspect --format "{{index .Labels \"$LABEL\"}}" "$BASE_IMAGE")" = "$key" ]; then
  echo "Base image $BASE_IMAGE is up to date ($key)"
  exit 0
fi

started=$SECONDS
work="$(mktemp -d /var/tmp/base-image.XXXXXX)"
trap '$SUDO rm -rf "$work"' EXIT
root="$work/root"
echo "Making $BASE_IMAGE ($key) from $mirror …"
$SUDO debootstrap --variant=minbase --components=main "$suite" "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
  { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }

# As Debian's slim images: no documentation, manuals or translations, no package lists or caches.
$SUDO rm -rf "$root"/usr/share/{doc,man,info,locale}/* "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* \
  "$root"/var/cache/debconf/*-old "$root"/var/log/* "$root"/tmp/*

# Node where the official images have it; npm from its registry package (it bundles its dependencies).
$SUDO install -D -m 0755 "$node_bin" "$root/usr/local/bin/node"
npm pack "npm@$npm_version" --pack-destination "$work" --silent >/dev/null
$SUDO mkdir -p "$root/usr/local/lib/node_modules/npm"
$SUDO tar -xzf "$work/npm-$npm_version.tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1 \
  --no-same-owner
$SUDO ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
$SUDO ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
$SUDO chroot "$root" groupadd --gid 1000 node
$SUDO chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
$SUDO chroot "$root" node --version >/dev/null
$SUDO chroot "$root" npm --version >/dev/null

$SUDO tar -C "$root" --numeric-owner -cf - . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=$node_version" \
  --change "LABEL $LABEL=\"$key\"" \
  --change 'CMD ["node"]' \
  --message "debootstrap --variant=minbase $suite, Node $node_version, npm $npm_version" \
  --quiet - "$BASE_IMAGE" >/dev/null
echo "Made $BASE_IMAGE in $((SECONDS - started)) s: $(podman image inspect --format '{{.Size}}' "$BASE_IMAGE") bytes"
