"""beastybar_access: accessible console card games for blind and low-vision players."""

__version__ = "0.1.0"
