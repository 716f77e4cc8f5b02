"""Well-behaved; its hello tells the environment variable names it got, its working
directory, and the value of ``PROBE`` (the run's report header keeps the engine object)."""

import os

from fakebase import answer, run, send


def hook(message: dict) -> bool:
    if message["cmd"] == "hello":
        reply = answer(message)
        reply["engine"].update({"x-env": sorted(os.environ), "x-cwd": os.getcwd(),
                                "x-probe": os.environ.get("PROBE")})
        send({"seq": message["seq"], **reply})
        return True
    return False


run(hook)
