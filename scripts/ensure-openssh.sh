#!/usr/bin/env bash
# The replica's SFTP test (scripts/replica-sftp.ts) runs Debian's OpenSSH server on loopback, with
# its own configuration and keys in a temporary folder; ssh-keygen makes those keys.
set -euo pipefail
source "$(dirname "$0")/debian-packages.sh"
has_openssh() {
  [ -x /usr/sbin/sshd ] && [ -x /usr/lib/openssh/sftp-server ] && command -v ssh-keygen >/dev/null
}
ensure_packages has_openssh "OpenSSH's server" openssh-server openssh-client
