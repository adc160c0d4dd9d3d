# scripts: the packages of a fresh Debian machine (install-deps.sh);
# building the NVIDIA variant here and running its tests on a GPU machine
# that has no compiler (see the header of each script).
dist_noinst_SCRIPTS += \
	scripts/install-deps.sh \
	scripts/gpu-build-nvidia.sh \
	scripts/gpu-run-suite.sh \
	scripts/gpu-run-pcg.sh

# Files the test programs read at run time, relative to the source tree,
# for the GPU suite to carry along; fragments append to it.
gpu_suite_data =

# What gpu-build-nvidia.sh stages, read from this Makefile so that new
# tests are picked up: the TESTS that are programs built by make check
# (scripts among TESTS need the build tree and are left out), one a line.
print-gpu-suite-programs:
	@for test in $(TESTS); do \
	  for program in $(check_PROGRAMS); do \
	    if test "$$test" = "$$program"; then echo "$$test"; fi; \
	  done; \
	done
print-gpu-suite-data:
	@for file in $(gpu_suite_data); do echo "$$file"; done
.PHONY: print-gpu-suite-programs print-gpu-suite-data
