# Sourced (not run) by deploy/base-image/build-local-base.sh and scripts/image-check.sh before they
# call podman. On the machine this project is checked on (a container with cgroups v1 plus a
# cgroup2 mount, and without CAP_SYS_RESOURCE), podman 4.3's defaults cannot start any container:
#   - crun refuses the hybrid cgroup layout ("cgroups in hybrid mode not supported"): use runc
#     (apt-get install -y runc);
#   - podman sets nofile/nproc limits above what this process may raise ("setrlimit RLIMIT_NOFILE:
#     Operation not permitted"): set them at or below the current hard limits.
# This writes a containers.conf with those two settings and points CONTAINERS_CONF at it (which
# replaces /etc/containers/containers.conf for these commands only). A caller that already set
# CONTAINERS_CONF keeps its own. On an ordinary Docker or podman host none of this is needed.
if [ -z "${CONTAINERS_CONF:-}" ]; then
  CONTAINERS_CONF=${TMPDIR:-/tmp}/amigo-hall-containers.conf
  nofile=$(ulimit -Hn)
  [ "$nofile" = unlimited ] && nofile=1048576
  {
    echo '[containers]'
    echo "default_ulimits = [\"nofile=$nofile:$nofile\", \"nproc=4096:4096\"]"
    if command -v runc >/dev/null 2>&1; then
      echo '[engine]'
      echo 'runtime = "runc"'
    fi
  } >"$CONTAINERS_CONF"
  export CONTAINERS_CONF
  unset nofile
fi
